/**
 * The web server: HTTP and WebSocket, event-sourced storage, the lobby and the browser UI.
 * Depends on {@code engine} and {@code ai}.
 */
package org.ludotheque.server;
