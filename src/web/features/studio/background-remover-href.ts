/**
 * The background remover's address for one of a product's photos (?product=&photo=). The remover
 * (features/background-removal) works on studio products, so it imports the studio; the studio
 * knows it by its address only, which keeps the two from importing each other.
 */
export const backgroundRemoverHref = (productId: string, photoId: string) => `/background-remover?product=${encodeURIComponent(productId)}&photo=${encodeURIComponent(photoId)}`;
