// The admin console: its page is reached through the router only (/admin), so it exports nothing.
export {};
