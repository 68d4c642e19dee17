package org.ludotheque.server;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * The load driver — a benchmark, not a test: N concurrent TwixT games for two people on one
 * screen, each played over its WebSocket with random legal moves on loopback. Prints moves per
 * second and the p50/p99 latency from sending a move to receiving its update. Runs only when asked:
 * {@code mvn -o -pl server test -Dtest=LoadDriverTest -Dload.games=100 -Dload.seconds=20}.
 */
@EnabledIfSystemProperty(named = "load.games", matches = "\\d+")
class LoadDriverTest {

    @TempDir
    Path dir;

    @Test
    void play() throws Exception {
        int games = Integer.getInteger("load.games");
        int seconds = Integer.getInteger("load.seconds", 20);
        try (LudoServer server = LudoServer.start(new LudoServer.Config(0,
                "jdbc:h2:file:" + dir.resolve("load").toAbsolutePath(), dir, 256 * 1024, 1, 16))) {
            Client client = new Client(server.port());
            HttpClient http = HttpClient.newHttpClient();
            ConcurrentLinkedQueue<Long> latencies = new ConcurrentLinkedQueue<>();
            AtomicInteger finished = new AtomicInteger();
            AtomicInteger errors = new AtomicInteger();
            List<Player> players = new ArrayList<>();
            for (int i = 0; i < games; i++) {
                Client.Reply r = client.post("/api/games",
                        "{\"game\":\"twixt\",\"options\":{\"removal\":\"false\"},\"opponent\":\"local\"}", null);
                JsonNode c = r.json();
                String tokens = c.get("tokens").get(0).asString() + "," + c.get("tokens").get(1).asString();
                players.add(new Player(i, latencies, finished, errors));
                URI uri = URI.create("ws://localhost:" + server.port() + "/api/games/" + c.get("id").asString()
                        + "/ws?token=" + tokens);
                players.get(i).ws = http.newWebSocketBuilder().buildAsync(uri, players.get(i)).join();
            }
            long start = System.nanoTime();
            players.forEach(p -> p.running = true);
            players.forEach(p -> p.send("state"));
            Thread.sleep(seconds * 1000L);
            players.forEach(p -> p.running = false);
            double elapsed = (System.nanoTime() - start) / 1e9;
            long[] l = latencies.stream().mapToLong(Long::longValue).sorted().toArray();
            System.out.printf("games: %d%nseconds: %.1f%nmoves: %d%nmoves_per_second: %.1f%n", games, elapsed, l.length,
                    l.length / elapsed);
            if (l.length > 0) {
                System.out.printf("latency_p50_ms: %.2f%nlatency_p99_ms: %.2f%n", l[l.length / 2] / 1e6,
                        l[(int) Math.min(l.length - 1, Math.round(l.length * 0.99))] / 1e6);
            }
            System.out.printf("games_finished: %d%nerrors: %d%n", finished.get(), errors.get());
            for (Player p : players) {
                p.ws.sendClose(WebSocket.NORMAL_CLOSURE, "done");
            }
        }
    }

    /** One game's two players on one socket: on every update of the game, the side to move plays a random legal move. */
    private static final class Player implements WebSocket.Listener {
        final SplittableRandom random;
        final ConcurrentLinkedQueue<Long> latencies;
        final AtomicInteger finished;
        final AtomicInteger errors;
        final StringBuilder partial = new StringBuilder();
        volatile boolean running;
        WebSocket ws;
        CompletableFuture<?> sending = CompletableFuture.completedFuture(null);
        int sentPly = -1;
        long sentAt;

        Player(int seed, ConcurrentLinkedQueue<Long> latencies, AtomicInteger finished, AtomicInteger errors) {
            this.random = new SplittableRandom(seed);
            this.latencies = latencies;
            this.finished = finished;
            this.errors = errors;
        }

        synchronized void send(String text) {
            sending = sending.thenCompose(x -> ws.sendText(text, true));
        }

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            webSocket.request(1);
            if (!last) {
                return null;
            }
            JsonNode m = Json.MAPPER.readTree(partial.toString());
            partial.setLength(0);
            String type = m.get("type").asString();
            if (type.equals("error")) {
                errors.incrementAndGet();
                if (running) {
                    send("state");
                }
                return null;
            }
            if (!type.equals("state") && !type.equals("update")) {
                return null;
            }
            JsonNode g = m.get("game");
            int ply = g.get("ply").asInt();
            if (sentPly >= 0 && ply > sentPly) {
                latencies.add(System.nanoTime() - sentAt);
                sentPly = -1;
            }
            if (!g.get("result").isNull()) {
                finished.incrementAndGet();
                return null;
            }
            JsonNode legal = g.get("legal");
            if (!running || legal.isEmpty() || sentPly >= 0) {
                return null;
            }
            int a = legal.get(random.nextInt(legal.size())).get("action").asInt();
            sentPly = ply;
            sentAt = System.nanoTime();
            send("{\"type\":\"move\",\"ply\":" + ply + ",\"actions\":" + Arrays.toString(new int[] {a}) + "}");
            return null;
        }
    }
}
