package org.ludotheque.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/** A move the database does not take is not played: not answered, not broadcast, not kept in memory. */
class StorageFailureTest {

    @TempDir
    Path dir;

    /** A store whose appends fail while {@link #failing} is set. */
    static final class FlakyStore implements Store {
        final Store inner;
        volatile boolean failing;

        FlakyStore(Store inner) {
            this.inner = inner;
        }

        @Override public void createGame(GameRow game) { inner.createGame(game); }
        @Override public Optional<GameRow> game(String id) { return inner.game(id); }
        @Override public List<GameRow> games(String status, int limit) { return inner.games(status, limit); }
        @Override public List<Event> events(String gameId) { return inner.events(gameId); }
        @Override public void update(GameRow updated) { inner.update(updated); }
        @Override public void close() { inner.close(); }

        @Override
        public void append(String gameId, List<Event> events, GameRow updated) {
            if (failing) {
                throw new IllegalStateException("disk full");
            }
            inner.append(gameId, events, updated);
        }
    }

    @Test
    void aMoveThatCannotBeStoredChangesNothing() {
        FlakyStore store = new FlakyStore(new JdbcStore("jdbc:h2:file:" + dir.resolve("db").toAbsolutePath(), null, null));
        Hub hub = new Hub();
        List<String> published = new java.util.concurrent.CopyOnWriteArrayList<>();
        try (GameService games = new GameService(store, hub, new ComputerPool(1, 4))) {
            GameService.Created c = games.create(Json.MAPPER.readTree(
                    "{\"game\":\"twixt\",\"options\":{\"width\":\"8\",\"height\":\"8\"},\"opponent\":\"local\"}"));
            Set<String> tokens = Set.copyOf(c.tokens());
            hub.subscribe(c.id(), java.util.Set.of(), published::add);
            JsonNode move = Json.MAPPER.readTree("{\"ply\":0,\"move\":\"C3\"}");

            store.failing = true;
            assertThatThrownBy(() -> games.move(c.id(), tokens, move))
                    .isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.status()).isEqualTo(500));
            assertThat(published).isEmpty();
            store.failing = false;

            assertThat(games.view(c.id(), tokens).get("ply").asInt()).isZero();
            assertThat(games.move(c.id(), tokens, move).get("ply").asInt()).isEqualTo(1);
            assertThat(published).hasSize(1);
        } finally {
            store.close();
        }
    }
}
