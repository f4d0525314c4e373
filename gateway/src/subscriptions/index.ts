export * from './websocket-server.ts';
export * from './chat-upstream.ts';
export * from './socket-caller.ts';
