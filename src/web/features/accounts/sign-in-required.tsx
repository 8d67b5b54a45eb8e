import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/page';

/** What a page for signed-in people shows a guest: why, and the way to sign in and come back. */
export function SignInRequired({ title, description, action, href }: { title: string; description: string; action: string; href: string }) {
  return (
    <EmptyState
      icon={<LogIn aria-hidden className="mx-auto h-10 w-10" />}
      title={title}
      description={description}
      actions={
        <Button asChild>
          <Link to={href}>{action}</Link>
        </Button>
      }
    />
  );
}
