import type { FastifyRequest } from 'fastify';
import type { Role } from '../../domain/accounts';

/** Who is asking: a signed-in user with a role, or a guest (who may hold an order's access token). */
export interface RequestActor {
  userId: string | null;
  role: Role | null;
}

/** The request's caller as the services that serve guests too take it (orders, fitting, production). */
export async function actorOf(request: FastifyRequest): Promise<RequestActor> {
  const user = await request.sessionUser();
  return user ? { userId: user.id, role: user.role } : { userId: null, role: null };
}
