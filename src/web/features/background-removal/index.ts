// The background remover (on-device, in a worker): its page is reached through the router only
// (/background-remover?product=&photo=, linked from the studio's photo manager), so it exports nothing.
export {};
