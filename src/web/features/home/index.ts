// The home page: reached through the router only (/), so it exports nothing.
export {};
