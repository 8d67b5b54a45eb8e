// The background remover's public surface: its page is reached through the router, and the
// studio's photo manager links to it with ?product=&photo=.
export const backgroundRemoverHref = (productId: string, photoId: string) => `/background-remover?product=${encodeURIComponent(productId)}&photo=${encodeURIComponent(photoId)}`;
