import { createContext } from 'react-router';
import type { ServerData } from '../../shared/server-rendering.ts';

/** The server's data for loaders while it renders a page; null in the browser, where screens load their own. */
export const serverData = createContext<ServerData | null>(null);
