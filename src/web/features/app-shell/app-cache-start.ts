import { startAppCacheRule } from './app-cache';

// Imported first by main.tsx: stores read local storage as their modules load, so the wipe must come before them.
startAppCacheRule();
