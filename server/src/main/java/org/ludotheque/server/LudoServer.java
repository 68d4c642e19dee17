package org.ludotheque.server;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.Cookie;
import io.javalin.http.HttpResponseException;
import io.javalin.http.SameSite;
import io.javalin.http.staticfiles.Location;
import io.javalin.websocket.WsContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.ludotheque.ai.Levels;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.GameDefinition;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.Option;
import org.ludotheque.engine.RecordFormat;
import org.ludotheque.engine.Ruleset;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The web server: the JSON API under {@code /api}, a WebSocket per game, and the static files of
 * the browser UI from the classpath folder {@code /web}. See {@code docs/server-api.md}.
 */
public final class LudoServer implements AutoCloseable {

    /** How to start: port (0 for any free one), JDBC URL (null: H2 in {@code dataDir}), body limit in bytes. */
    public record Config(int port, String databaseUrl, Path dataDir, int maxBodyBytes, int computerThreads, int computerQueue) {
        public static Config defaults() {
            return new Config(8080, null, Path.of("data"), 256 * 1024,
                    Math.max(1, Runtime.getRuntime().availableProcessors()), 256);
        }

        public Config withPort(int p) {
            return new Config(p, databaseUrl, dataDir, maxBodyBytes, computerThreads, computerQueue);
        }

        public Config withDatabase(String url) {
            return new Config(port, url, dataDir, maxBodyBytes, computerThreads, computerQueue);
        }

        public Config withDataDir(Path dir) {
            return new Config(port, databaseUrl, dir, maxBodyBytes, computerThreads, computerQueue);
        }
    }

    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(LudoServer.class);
    static final String TOKEN_HEADER = "X-Ludo-Token";
    private static final int COOKIE_SECONDS = 365 * 24 * 3600;

    private final Config config;
    private final Store store;
    private final GameService games;
    private final AnalysisService analyses;
    private final ReviewService reviews;
    private final Javalin app;
    private final Map<String, Consumer<String>> sockets = new ConcurrentHashMap<>(); // by session id

    private LudoServer(Config config) {
        this.config = config;
        String url = config.databaseUrl();
        if (url == null) {
            try {
                Files.createDirectories(config.dataDir());
            } catch (java.io.IOException e) {
                throw new IllegalArgumentException("cannot create the data folder " + config.dataDir() + ": "
                        + FileErrors.reason(config.dataDir(), e), e);
            }
            url = JdbcStore.h2Url(config.dataDir());
        }
        this.store = new JdbcStore(url, null, null);
        this.games = new GameService(store, new Hub(), new ComputerPool(config.computerThreads(), config.computerQueue()));
        this.analyses = new AnalysisService(games, config.computerThreads());
        this.reviews = new ReviewService(games);
        this.app = Javalin.create(c -> {
            c.http.maxRequestSize = DRAIN_LIMIT; // the hard cap; body() enforces the configured limit
            c.http.defaultContentType = "application/json";
            c.jsonMapper(new Json());
            c.staticFiles.add("/web", Location.CLASSPATH);
            // The UI's own pages (a game, an invitation) are one page that reads the path.
            c.spaRoot.addFile("/game", "/web/index.html", Location.CLASSPATH);
            c.spaRoot.addFile("/join", "/web/index.html", Location.CLASSPATH);
            c.spaRoot.addFile("/rules", "/web/index.html", Location.CLASSPATH);
            c.spaRoot.addFile("/review", "/web/index.html", Location.CLASSPATH);
            c.startup.showJavalinBanner = false;
            routes(c.routes);
        });
    }

    /** Starts a server; {@link #port()} tells where it listens. */
    public static LudoServer start(Config config) {
        LudoServer s = new LudoServer(config);
        s.app.start(config.port());
        s.games.resumeAll();
        return s;
    }

    public int port() {
        return app.port();
    }

    /** WebSocket sessions open now. */
    int openSockets() {
        return sockets.size();
    }

    public Config config() {
        return config;
    }

    @Override
    public void close() {
        app.stop();
        reviews.close();
        games.close();
        store.close();
    }

    // ---------------------------------------------------------------- routes

    private static int plyParam(Context ctx) {
        String p = ctx.queryParam("ply");
        if (p == null) {
            throw ApiException.badRequest("missing query parameter 'ply'");
        }
        String t = p.trim();
        if (!t.matches("[+-]?\\d+")) {
            throw ApiException.badRequest("ply '" + p + "' is not a whole number");
        }
        try {
            return Integer.parseInt(t);
        } catch (NumberFormatException e) {
            throw ApiException.badRequest("ply " + t + " is outside the game");
        }
    }

    private void routes(io.javalin.config.RoutesConfig r) {
        r.exception(ApiException.class, (e, ctx) -> error(ctx, e.status(), e.getMessage()));
        r.exception(HttpResponseException.class, (e, ctx) -> error(ctx, e.getStatus(), e.getMessage()));
        r.exception(Exception.class, (e, ctx) -> {
            LOG.error("{} {} failed", ctx.method(), ctx.path(), e);
            error(ctx, 500, "internal error: " + e);
        });

        r.get("/api/meta", ctx -> ctx.json(meta()));
        r.get("/api/levels", ctx -> ctx.json(levels(GameService.gameOfSpec(ctx.queryParam("spec")))));
        r.get("/api/games", ctx -> {
            String status = ctx.queryParam("status");
            ObjectNode out = Json.object();
            for (String s : status == null ? List.of("open", "playing", "finished") : List.of(status)) {
                if (!List.of("open", "playing", "finished", "review").contains(s)) {
                    throw ApiException.badRequest("unknown status '" + s + "'; allowed: open, playing, finished, review");
                }
                ArrayNode a = out.putArray(s);
                games.list(s, 100).forEach(a::add);
            }
            ctx.json(out);
        });
        r.post("/api/games", ctx -> created(ctx, games.create(body(ctx))));
        r.get("/api/games/{id}", ctx -> ctx.json(games.view(ctx.pathParam("id"), tokens(ctx, null))));
        r.post("/api/games/{id}/join", ctx -> {
            String id = ctx.pathParam("id");
            created(ctx, games.join(id, tokens(ctx, body(ctx))));
        });
        r.post("/api/games/{id}/moves", ctx -> {
            JsonNode b = body(ctx);
            ctx.json(games.move(ctx.pathParam("id"), tokens(ctx, b), b));
        });
        r.get("/api/games/{id}/position", ctx -> ctx.json(games.positionAt(ctx.pathParam("id"), plyParam(ctx), ints(ctx, "line"))));
        r.get("/api/games/{id}/analysis", ctx -> ctx.json(analyses.analyse(ctx.pathParam("id"),
                ctx.queryParam("ply") == null ? null : plyParam(ctx), AnalysisService.seconds(ctx.queryParam("seconds")))));
        r.get("/api/games/{id}/review", ctx -> ctx.json(reviews.get(ctx.pathParam("id"))));
        r.post("/api/games/{id}/review", ctx -> {
            body(ctx);
            ObjectNode review = reviews.start(ctx.pathParam("id"), ReviewService.seconds(ctx.queryParam("seconds")));
            ctx.status(review.get("status").asString().equals("done") ? 200 : 202);
            ctx.json(review);
        });
        r.get("/api/diagram", ctx -> ctx.json(GameService.diagram(ctx.queryParam("spec"), ctx.queryParams("turn"))));
        r.get("/api/games/{id}/legal", ctx -> ctx.json(games.legal(ctx.pathParam("id"), ints(ctx, "after"))));
        r.post("/api/games/{id}/resign", ctx -> {
            JsonNode b = body(ctx);
            ctx.json(games.resign(ctx.pathParam("id"), tokens(ctx, b), b));
        });
        r.post("/api/games/{id}/draw", ctx -> {
            JsonNode b = body(ctx);
            ctx.json(games.offerDraw(ctx.pathParam("id"), tokens(ctx, b), b));
        });
        r.post("/api/games/{id}/draw/accept", ctx -> {
            JsonNode b = body(ctx);
            ctx.json(games.accept(ctx.pathParam("id"), tokens(ctx, b), b, true));
        });
        r.post("/api/games/{id}/takeback", ctx -> {
            JsonNode b = body(ctx);
            ctx.json(games.offerTakeback(ctx.pathParam("id"), tokens(ctx, b), b));
        });
        r.post("/api/games/{id}/takeback/accept", ctx -> {
            JsonNode b = body(ctx);
            ctx.json(games.accept(ctx.pathParam("id"), tokens(ctx, b), b, false));
        });
        r.post("/api/games/{id}/decline", ctx -> {
            JsonNode b = body(ctx);
            ctx.json(games.decline(ctx.pathParam("id"), tokens(ctx, b)));
        });
        r.get("/api/games/{id}/record", ctx -> {
            String id = ctx.pathParam("id");
            String format = ctx.queryParam("format");
            String text = games.record(id, format);
            String ext = GameService.extension(games.gameOf(id), format);
            ctx.contentType("text/plain; charset=utf-8");
            ctx.header("Content-Disposition", "attachment; filename=\"" + id + "." + ext + "\"");
            ctx.result(text);
        });
        r.post("/api/games/{id}/continue", ctx -> created(ctx, games.continueFrom(ctx.pathParam("id"), body(ctx))));
        r.post("/api/games/{id}/rematch", ctx -> {
            JsonNode b = body(ctx);
            created(ctx, games.rematch(ctx.pathParam("id"), tokens(ctx, b)));
        });
        r.post("/api/records", ctx -> {
            JsonNode b = body(ctx);
            created(ctx, games.upload(b, tokens(ctx, b)));
        });
        r.ws("/api/games/{id}/ws", ws -> {
            ws.onConnect(ctx -> {
                String id = ctx.pathParam("id");
                Consumer<String> listener = ctx::send;
                try {
                    sockets.put(ctx.sessionId(), listener);
                    games.watch(id, wsTokens(ctx, id), listener);
                    ctx.enableAutomaticPings(); // an idle spectator's socket stays open
                } catch (ApiException e) {
                    sockets.remove(ctx.sessionId());
                    ObjectNode err = Json.object();
                    err.put("type", "error");
                    err.put("status", e.status());
                    err.put("error", e.getMessage());
                    ctx.send(Json.write(err));
                    ctx.closeSession(4000 + e.status(), e.getMessage());
                }
            });
            ws.onMessage(ctx -> {
                String id = ctx.pathParam("id");
                String text = ctx.message().trim();
                if (text.equals("state")) {
                    // The whole game again.
                    ObjectNode msg = Json.object();
                    msg.put("type", "state");
                    msg.set("game", games.view(id, wsTokens(ctx, id)));
                    ctx.send(Json.write(msg));
                    return;
                }
                ctx.send(Json.write(wsCommand(id, wsTokens(ctx, id), text)));
            });
            ws.onClose(ctx -> drop(ctx));
            ws.onError(ctx -> drop(ctx));
        });
    }

    /**
     * A command sent over the game's socket, as the POST endpoints take it: {@code {"type":"move",
     * "ply":4,"move":"D5"}}, {@code resign}, {@code draw}, {@code draw_accept}, {@code takeback},
     * {@code takeback_accept}, {@code decline}. Answers {@code {"type":"ack","command":…,"ply":…}}
     * or {@code {"type":"error","status":…,"error":…}}; the change itself comes as an update.
     */
    private ObjectNode wsCommand(String id, Set<String> tokens, String text) {
        ObjectNode reply = Json.object();
        try {
            if (text.length() > config.maxBodyBytes()) {
                throw new ApiException(413, "the message is too large: at most " + config.maxBodyBytes() + " bytes");
            }
            JsonNode b = Json.parseObject(text);
            String type = GameService.text(b, "type");
            Set<String> all = new LinkedHashSet<>(tokens);
            split(GameService.text(b, "token"), all);
            ObjectNode view = switch (type == null ? "" : type) {
                case "move" -> games.move(id, all, b);
                case "resign" -> games.resign(id, all, b);
                case "draw" -> games.offerDraw(id, all, b);
                case "draw_accept" -> games.accept(id, all, b, true);
                case "takeback" -> games.offerTakeback(id, all, b);
                case "takeback_accept" -> games.accept(id, all, b, false);
                case "decline" -> games.decline(id, all);
                default -> throw ApiException.badRequest("unknown command type '" + type
                        + "'; allowed: move, resign, draw, draw_accept, takeback, takeback_accept, decline (or the text state)");
            };
            reply.put("type", "ack");
            reply.put("command", type);
            reply.put("ply", view.get("ply").asInt());
        } catch (ApiException e) {
            reply.put("type", "error");
            reply.put("status", e.status());
            reply.put("error", e.getMessage());
        }
        return reply;
    }

    private void drop(WsContext ctx) {
        Consumer<String> l = sockets.remove(ctx.sessionId());
        if (l != null) {
            games.unwatch(ctx.pathParam("id"), l);
        }
    }

    private static void error(Context ctx, int status, String message) {
        ObjectNode n = Json.object();
        n.put("status", status);
        n.put("error", message);
        ctx.status(status);
        ctx.contentType("application/json");
        ctx.result(Json.write(n));
    }

    /** What an oversized body is read and dropped up to, so that the client can read the 413 on a sane connection. */
    private static final long DRAIN_LIMIT = 4L << 20;

    private JsonNode body(Context ctx) throws java.io.IOException {
        java.io.InputStream in = ctx.req().getInputStream();
        byte[] bytes = in.readNBytes(config.maxBodyBytes() + 1);
        if (bytes.length > config.maxBodyBytes()) {
            long drained = 0;
            byte[] sink = new byte[8192];
            for (int n; drained < DRAIN_LIMIT && (n = in.read(sink)) > 0; ) {
                drained += n;
            }
            throw new ApiException(413, "the body is too large: at most " + config.maxBodyBytes() + " bytes");
        }
        return Json.parseObject(new String(bytes, java.nio.charset.StandardCharsets.UTF_8));
    }

    /** The query parameter {@code name} as actions: whole numbers separated by commas (absent: none). */
    private static List<Integer> ints(Context ctx, String name) {
        String csv = ctx.queryParam(name);
        List<Integer> out = new ArrayList<>();
        if (csv == null || csv.isBlank()) {
            return out;
        }
        for (String p : csv.split(",", -1)) {
            try {
                out.add(Integer.parseInt(p.trim()));
            } catch (NumberFormatException e) {
                throw ApiException.badRequest("'" + name + "' must be whole numbers separated by commas");
            }
        }
        return out;
    }

    static String cookieName(String gameId) {
        return "ludo_" + gameId;
    }

    /** The caller's tokens: the {@code X-Ludo-Token} header, the body's {@code token}, the game's cookie. */
    private static Set<String> tokens(Context ctx, JsonNode body) {
        Set<String> t = new LinkedHashSet<>();
        split(ctx.header(TOKEN_HEADER), t);
        if (body != null) {
            String b = GameService.text(body, "token");
            split(b, t);
        }
        String id = ctx.pathParamMap().get("id");
        if (id != null) {
            split(ctx.cookie(cookieName(id)), t);
        }
        return t;
    }

    private static Set<String> wsTokens(WsContext ctx, String id) {
        Set<String> t = new LinkedHashSet<>();
        split(ctx.cookie(cookieName(id)), t);
        split(ctx.queryParam("token"), t);
        return t;
    }

    private static void split(String value, Set<String> into) {
        if (value == null) {
            return;
        }
        for (String p : value.split("[.,\\s]+")) {
            if (!p.isBlank()) {
                into.add(p.trim());
            }
        }
    }

    private static void created(Context ctx, GameService.Created c) {
        Set<String> all = new LinkedHashSet<>();
        split(ctx.cookie(cookieName(c.id())), all);
        all.addAll(c.tokens());
        if (!all.isEmpty()) {
            Cookie cookie = new Cookie(cookieName(c.id()), String.join(".", all), "/", COOKIE_SECONDS, false, true, null, SameSite.LAX);
            ctx.cookie(cookie);
        }
        ObjectNode out = Json.object();
        out.put("id", c.id());
        ArrayNode t = out.putArray("tokens");
        c.tokens().forEach(t::add);
        out.put("url", "/game/" + c.id());
        out.put("invitation", "/join/" + c.id());
        out.set("game", c.view());
        ctx.status(201);
        ctx.json(out);
    }

    /** What a client can choose when it creates a game: games, rulesets, options, formats, computer levels. */
    private static ObjectNode meta() {
        ObjectNode n = Json.object();
        ArrayNode gs = n.putArray("games");
        for (GameDefinition d : Games.all()) {
            ObjectNode g = gs.addObject();
            g.put("id", d.id());
            g.put("displayName", d.displayName());
            ArrayNode pn = g.putArray("players");
            d.playerNames().forEach(pn::add);
            g.put("drawsOffered", GameService.drawsOffered(d.createDefault()));
            ArrayNode rs = g.putArray("rulesets");
            for (Ruleset r : d.rulesets()) {
                ObjectNode o = rs.addObject();
                o.put("name", r.name());
                o.put("description", r.description());
                ObjectNode pr = o.putObject("presets");
                r.presets().forEach(pr::put);
            }
            ArrayNode os = g.putArray("options");
            for (Option o : d.options()) {
                ObjectNode x = os.addObject();
                x.put("name", o.name());
                x.put("kind", o.kind().name().toLowerCase(java.util.Locale.ROOT));
                x.put("default", o.defaultValue());
                x.put("allowed", o.allowedValues());
                if (o.kind() == Option.Kind.INT) {
                    x.put("min", o.min());
                    x.put("max", o.max());
                }
                ArrayNode ch = x.putArray("choices");
                o.choices().forEach(ch::add);
                x.put("description", o.description());
                x.put("original", o.original());
            }
            ArrayNode fs = g.putArray("recordFormats");
            for (RecordFormat f : d.recordFormats()) {
                ObjectNode x = fs.addObject();
                x.put("id", f.id());
                x.put("description", f.description());
                ArrayNode ex = x.putArray("extensions");
                f.extensions().forEach(ex::add);
            }
            g.set("levels", levelList(Levels.descriptions(d.id())));
        }
        return n;
    }

    /**
     * The computer levels of one game set-up: the board size may choose the row (TwixT's small
     * boards), so the lobby asks for the options chosen rather than showing the default board's.
     */
    private static ObjectNode levels(Game game) {
        ObjectNode n = Json.object();
        n.put("spec", game.spec());
        n.set("levels", levelList(Levels.descriptions(game.parameters())));
        return n;
    }

    /** Levels 1 to the maximum, each with its description. */
    private static ArrayNode levelList(List<String> descriptions) {
        ArrayNode levels = Json.array();
        for (int l = 1; l <= descriptions.size(); l++) {
            ObjectNode o = levels.addObject();
            o.put("level", l);
            o.put("description", descriptions.get(l - 1));
        }
        return levels;
    }
}
