package org.ludotheque.server;

import java.io.PrintWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The load driver, a benchmark (not a test): N concurrent games for two people on one screen, each
 * played over its own WebSocket with random legal moves as fast as the server answers. It reports
 * moves per second and the latency from sending a move to receiving its update (p50, p99).
 * {@code ludotheque load} runs it against a server of its own or any running one.
 *
 * <p>Only games whose turns are one decision can be driven this way (a turn is sent as its one
 * action); a game that ends is started again, so the load stays at N games.
 */
public final class LoadDriver {

    /** What to drive: the server's base URL, the game to create, for how long. */
    public record Plan(String baseUrl, String game, Map<String, String> options, int games, int seconds, long seed) {}

    /** The measured figures. */
    public record Result(int games, double seconds, long moves, double movesPerSecond, double p50Millis, double p99Millis,
                         int gamesFinished, int errors) {
        public void print(PrintWriter out) {
            out.printf("games: %d%nseconds: %.1f%nmoves: %d%nmoves_per_second: %.1f%n", games, seconds, moves, movesPerSecond);
            out.printf("latency_p50_ms: %.2f%nlatency_p99_ms: %.2f%n", p50Millis, p99Millis);
            out.printf("games_finished: %d%nerrors: %d%n", gamesFinished, errors);
            out.flush();
        }
    }

    private final Plan plan;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final ConcurrentLinkedQueue<Long> latencies = new ConcurrentLinkedQueue<>();
    private final AtomicInteger finished = new AtomicInteger();
    private final AtomicInteger errors = new AtomicInteger();

    public LoadDriver(Plan plan) {
        this.plan = plan;
    }

    public Result run() throws Exception {
        List<Table> tables = new ArrayList<>();
        SplittableRandom seeds = new SplittableRandom(plan.seed());
        for (int i = 0; i < plan.games(); i++) {
            Table t = new Table(seeds.split());
            t.open();
            tables.add(t);
        }
        long start = System.nanoTime();
        tables.forEach(t -> t.running = true);
        tables.forEach(t -> t.send("state"));
        Thread.sleep(plan.seconds() * 1000L);
        tables.forEach(t -> t.running = false);
        double elapsed = (System.nanoTime() - start) / 1e9;
        for (Table t : tables) {
            t.ws.sendClose(WebSocket.NORMAL_CLOSURE, "done");
        }
        long[] l = latencies.stream().mapToLong(Long::longValue).sorted().toArray();
        double p50 = l.length == 0 ? Double.NaN : l[l.length / 2] / 1e6;
        double p99 = l.length == 0 ? Double.NaN : l[(int) Math.min(l.length - 1, Math.round(l.length * 0.99))] / 1e6;
        return new Result(plan.games(), elapsed, l.length, l.length / elapsed, p50, p99, finished.get(), errors.get());
    }

    /** Creates a game for two people on one screen; answers its id and both tokens. */
    private String[] createGame() throws Exception {
        ObjectNode body = Json.object();
        body.put("game", plan.game());
        ObjectNode o = body.putObject("options");
        plan.options().forEach(o::put);
        body.put("opponent", "local");
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(plan.baseUrl() + "/api/games"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(Json.write(body))).build(), HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() != 201) {
            throw new IllegalStateException("creating a game failed: " + r.statusCode() + " " + r.body());
        }
        JsonNode c = Json.MAPPER.readTree(r.body());
        return new String[] {c.get("id").asString(), c.get("tokens").get(0).asString() + "," + c.get("tokens").get(1).asString()};
    }

    /** One game and its socket: on every update, the side to move plays a random legal move. */
    private final class Table implements WebSocket.Listener {
        final SplittableRandom random;
        final StringBuilder partial = new StringBuilder();
        volatile boolean running;
        WebSocket ws;
        CompletableFuture<?> sending = CompletableFuture.completedFuture(null);
        int sentPly = -1;
        long sentAt;

        Table(SplittableRandom random) {
            this.random = random;
        }

        void open() throws Exception {
            String[] g = createGame();
            String ws0 = plan.baseUrl().replaceFirst("^http", "ws");
            ws = http.newWebSocketBuilder().buildAsync(URI.create(ws0 + "/api/games/" + g[0] + "/ws?token=" + g[1]), this).join();
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
                sentPly = -1;
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
                if (running) {
                    CompletableFuture.runAsync(this::replace);
                }
                return null;
            }
            JsonNode legal = g.get("legal");
            if (!running || legal.isEmpty() || sentPly >= 0) {
                return null;
            }
            int a = legal.get(random.nextInt(legal.size())).get("action").asInt();
            sentPly = ply;
            sentAt = System.nanoTime();
            send("{\"type\":\"move\",\"ply\":" + ply + ",\"actions\":[" + a + "]}");
            return null;
        }

        /** The game is over: close its socket and start another, so that N games stay in play. */
        private void replace() {
            try {
                ws.sendClose(WebSocket.NORMAL_CLOSURE, "game over");
                sentPly = -1;
                open();
                send("state");
            } catch (Exception e) {
                errors.incrementAndGet();
            }
        }
    }
}
