/**
 * Search over the engine API (one MCTS core) and per-game knowledge behind small interfaces.
 * Depends on {@code engine} only; a game's rules never import this package.
 */
package org.ludotheque.ai;
