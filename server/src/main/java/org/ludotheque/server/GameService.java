package org.ludotheque.server;

import java.security.SecureRandom;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.ludotheque.ai.PlayerSpec;
import org.ludotheque.ai.Players;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.GameDefinition;
import org.ludotheque.engine.GameRecord;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.MoveException;
import org.ludotheque.engine.ParameterException;
import org.ludotheque.engine.RecordException;
import org.ludotheque.engine.RecordFormat;
import org.ludotheque.engine.State;
import org.ludotheque.server.board.Boards;
import org.ludotheque.server.Store.Event;
import org.ludotheque.server.Store.GameRow;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The games: every change goes through here, under the game's lock, is committed to the
 * {@link Store} and only then published to the {@link Hub}. Nothing here names a game: rules,
 * notation and formats come from the engine's registry.
 */
public final class GameService implements AutoCloseable {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(GameService.class);

    private final Store store;
    private final Hub hub;
    private final ComputerPool computers;
    private final Map<String, LiveGame> cache = new ConcurrentHashMap<>();

    public GameService(Store store, Hub hub, ComputerPool computers) {
        this.store = store;
        this.hub = hub;
        this.computers = computers;
    }

    /** Now, to the millisecond: what every database keeps exactly. */
    static Instant now() {
        return Instant.now().truncatedTo(java.time.temporal.ChronoUnit.MILLIS);
    }

    // ---------------------------------------------------------------- identity

    static String randomId(int bytes) {
        byte[] b = new byte[bytes];
        RANDOM.nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }

    /** Seats whose token the caller holds. */
    static Set<Integer> seatsOf(LiveGame g, Set<String> tokens) {
        Set<Integer> seats = new java.util.TreeSet<>();
        for (int s = 0; s < 2; s++) {
            String t = g.row.tokens()[s];
            if (t != null && tokens.contains(t)) {
                seats.add(s);
            }
        }
        return seats;
    }

    // ---------------------------------------------------------------- loading

    /** Games kept in memory beyond which finished and review games are let go (they read back from the database). */
    static final int CACHE_LIMIT = 5000;

    /** Lets go of finished and review games no one is changing; a later request reads them back. */
    private void trimCache() {
        for (LiveGame g : cache.values()) {
            if (g.lock.tryLock()) {
                try {
                    String status = g.status();
                    if (status.equals("finished") || status.equals("review")) {
                        cache.remove(g.row.id(), g);
                    }
                } finally {
                    g.lock.unlock();
                }
            }
        }
    }

    /** Games in memory now (for tests). */
    int cachedGames() {
        return cache.size();
    }

    LiveGame live(String id) {
        if (id == null || id.length() > 32) {
            throw ApiException.notFound("no game '" + id + "'");
        }
        LiveGame g = cache.get(id);
        if (g != null) {
            return g;
        }
        GameRow row = store.game(id).orElseThrow(() -> ApiException.notFound("no game '" + id + "'"));
        LiveGame loaded = new LiveGame(row, store.events(id));
        LiveGame prior = cache.putIfAbsent(id, loaded);
        if (prior != null) {
            return prior;
        }
        if (cache.size() > CACHE_LIMIT) {
            trimCache();
        }
        // A computer whose turn it was when the server stopped thinks again.
        loaded.lock.lock();
        try {
            scheduleComputer(loaded);
        } finally {
            loaded.lock.unlock();
        }
        return loaded;
    }

    /** Loads the games in progress, so that computers to move start thinking after a restart. */
    public void resumeAll() {
        for (GameRow r : store.games("playing", 10_000)) {
            live(r.id());
        }
    }

    /**
     * The game, locked. A game dropped from memory meanwhile (a failed commit) is read again from
     * the database, so that no one acts on a state that was not stored.
     */
    private LiveGame lock(String id) {
        while (true) {
            LiveGame g = live(id);
            g.lock.lock();
            if (cache.get(id) == g) {
                return g;
            }
            g.lock.unlock();
        }
    }

    // ---------------------------------------------------------------- creating

    /** The game a request names: {@code game}, {@code ruleset}, {@code options} (object of strings). */
    static Game gameOf(JsonNode body) {
        String id = text(body, "game");
        if (id == null) {
            throw ApiException.badRequest("missing 'game'; allowed: "
                    + String.join(", ", Games.all().stream().map(GameDefinition::id).toList()));
        }
        Map<String, String> options = new LinkedHashMap<>();
        JsonNode o = body.get("options");
        if (o != null && !o.isNull()) {
            if (!o.isObject()) {
                throw ApiException.badRequest("'options' must be an object of name: value");
            }
            for (Map.Entry<String, JsonNode> e : o.properties()) {
                options.put(e.getKey(), e.getValue().asString());
            }
        }
        try {
            return Games.create(id, text(body, "ruleset"), options);
        } catch (ParameterException e) {
            throw ApiException.unprocessable(e.getMessage());
        }
    }

    static String text(JsonNode body, String field) {
        JsonNode n = body.get(field);
        if (n == null || n.isNull()) {
            return null;
        }
        if (n.isObject() || n.isArray()) {
            throw ApiException.badRequest("'" + field + "' must be a string");
        }
        return n.asString();
    }

    /** The longest a computer opponent of one's own making may think a decision, as an analysis. */
    static final double COMPUTER_SECONDS_MAX = AnalysisService.MAX_SECONDS;

    /**
     * A computer opponent set up by its settings shares the server's computer threads: it may ask
     * for no more threads than there are cores, nor think longer than {@link #COMPUTER_SECONDS_MAX}
     * a decision; a limit by playouts or nodes alone gets that time as a cap beside it.
     */
    static PlayerSpec bounded(PlayerSpec ps) {
        int cores = Runtime.getRuntime().availableProcessors();
        if (ps.has("threads") && Long.parseLong(ps.get("threads")) > cores) {
            throw new IllegalArgumentException("at most " + cores + " threads on this server");
        }
        if (ps.has("seconds")) {
            if (Double.parseDouble(ps.get("seconds")) > COMPUTER_SECONDS_MAX) {
                throw new IllegalArgumentException("at most " + AnalysisService.decimal(COMPUTER_SECONDS_MAX)
                        + " seconds a decision on this server");
            }
            return ps;
        }
        return ps.has("playouts") || ps.has("nodes")
                ? ps.withDefault("seconds", AnalysisService.decimal(COMPUTER_SECONDS_MAX)) : ps;
    }

    /** Seat kinds and tokens for a new game from {@code opponent}, {@code level}/{@code computer} and {@code seat}. */
    private record Table(String mode, String[] kinds, String[] tokens, List<String> creatorTokens) {
    }

    private static Table table(JsonNode body, Game game) {
        String opponent = text(body, "opponent");
        if (opponent == null) {
            opponent = "invite";
        }
        int seat = 0;
        JsonNode s = body.get("seat");
        if (s != null && !s.isNull()) {
            if (!s.isInt() || s.asInt() < 0 || s.asInt() > 1) {
                throw ApiException.badRequest("'seat' must be 0 (moves first) or 1");
            }
            seat = s.asInt();
        }
        String[] kinds = {"person", "person"};
        String[] tokens = new String[2];
        List<String> mine = new ArrayList<>();
        switch (opponent) {
            case "computer" -> {
                String spec = text(body, "computer");
                if (spec == null) {
                    String level = text(body, "level");
                    spec = "mcts:level=" + (level == null ? "3" : level);
                }
                PlayerSpec ps;
                try {
                    ps = bounded(PlayerSpec.parse(spec));
                    Players.create(ps, game, 0); // checks the spec now rather than at the computer's turn
                } catch (IllegalArgumentException e) {
                    throw ApiException.unprocessable("computer: " + e.getMessage());
                }
                kinds[1 - seat] = ps.toString();
                tokens[seat] = randomId(24);
                mine.add(tokens[seat]);
            }
            case "invite" -> {
                tokens[seat] = randomId(24);
                mine.add(tokens[seat]);
            }
            case "local" -> {
                tokens[0] = randomId(24);
                tokens[1] = randomId(24);
                mine.add(tokens[0]);
                mine.add(tokens[1]);
            }
            default -> throw ApiException.badRequest("unknown opponent '" + opponent + "'; allowed: computer, invite, local");
        }
        return new Table(opponent, kinds, tokens, mine);
    }

    /** A created game: its view and the tokens the creator holds. */
    public record Created(String id, List<String> tokens, ObjectNode view) {
    }

    public Created create(JsonNode body) {
        Game game = gameOf(body);
        Table t = table(body, game);
        return insert(game, t, List.of(), -1, false);
    }

    private Created insert(Game game, Table t, List<int[]> groups, int resigned, boolean draw) {
        Instant now = now();
        String id = randomId(9);
        GameRow row = new GameRow(id, game.spec(), t.mode(), t.kinds(), t.tokens(), "open", null, null, now, now);
        LiveGame g = new LiveGame(row, List.of());
        List<Event> batch = new ArrayList<>();
        for (int[] group : groups) {
            State before = g.state.copy();
            boolean dice = before.isChanceNode();
            String text = dice ? before.actionToString(group[0]) : turnText(before, group);
            Integer seat = dice ? null : g.seatOf(before.currentPlayer());
            Event e = new Event(g.nextSeq(), dice ? "roll" : "move", g.line.size(), seat, text, group, dice, now);
            g.replay(e);
            batch.add(e);
        }
        if (resigned >= 0) {
            Event e = new Event(g.nextSeq(), "resign", g.line.size(), g.seatOf(resigned), "resign", new int[0], false, now);
            g.replay(e);
            batch.add(e);
        } else if (draw) {
            Event e = new Event(g.nextSeq(), "draw", g.line.size(), null, "draw", new int[0], false, now);
            g.replay(e);
            batch.add(e);
        }
        g.lock.lock();
        try {
            if (!t.mode().equals("review")) {
                batch.addAll(advance(g, now));
            }
            store.createGame(row);
            commit(g, batch);
            cache.put(id, g);
            if (cache.size() > CACHE_LIMIT) {
                trimCache();
            }
            scheduleComputer(g);
            return new Created(id, t.creatorTokens(), view(g, Set.copyOf(t.creatorTokens())));
        } finally {
            g.lock.unlock();
        }
    }

    private static String turnText(State before, int[] actions) {
        return before.game().definition().notation().turnText(before, actions, 0, actions.length).trim();
    }

    // ---------------------------------------------------------------- commit and publish

    /** Rolls the dice and plays forced actions until a player has a choice (or the game is over). */
    private static List<Event> advance(LiveGame g, Instant now) {
        List<Event> out = new ArrayList<>();
        while (!g.state.isTerminal()) {
            State s = g.state;
            if (s.isChanceNode()) {
                int a = s.chanceOutcomes().pick(RANDOM.nextDouble());
                Event e = new Event(g.nextSeq(), "roll", g.line.size(), null, s.actionToString(a), new int[] {a}, true, now);
                g.replay(e);
                out.add(e);
            } else if (s.legalMoveCount() == 0 && s.legalActionCount() == 1) {
                int a = s.legalActions()[0];
                int seat = g.seatOf(s.currentPlayer());
                Event e = new Event(g.nextSeq(), "forced", g.line.size(), seat, turnText(s.copy(), new int[] {a}),
                        new int[] {a}, false, now);
                g.replay(e);
                out.add(e);
            } else {
                break;
            }
        }
        return out;
    }

    /** Commits the batch (already replayed on {@code g}) and then publishes it. On failure the game is reloaded. */
    private void commit(LiveGame g, List<Event> batch) {
        GameRow r = g.row;
        var o = g.state.outcome();
        GameRow updated = new GameRow(r.id(), r.spec(), r.mode(), r.kinds(), r.tokens(), g.status(),
                o.isOver() ? o.result().text() : null, o.isOver() ? o.reason() : null, r.created(), now());
        try {
            store.append(r.id(), batch, updated);
        } catch (RuntimeException e) {
            cache.remove(r.id());
            throw new ApiException(500, "the move could not be stored: " + e.getMessage());
        }
        g.row = updated;
        publish(g, batch);
    }

    private void publish(LiveGame g, List<Event> batch) {
        ObjectNode msg = Json.object();
        msg.put("type", "update");
        ArrayNode evs = msg.putArray("events");
        for (Event e : batch) {
            evs.add(eventJson(g, e));
        }
        // Everyone following the game already holds its move list: the update carries the new
        // events and the view without "moves" (the largest part of a long game's view).
        publishView(g, msg, without(view(g, Set.of()), "moves"));
    }

    /** A shallow copy of {@code view} without its field {@code key} (the cached view is never modified). */
    private static ObjectNode without(ObjectNode view, String key) {
        ObjectNode n = Json.object();
        view.properties().forEach(p -> {
            if (!p.getKey().equals(key)) {
                n.set(p.getKey(), p.getValue());
            }
        });
        return n;
    }

    /**
     * Publishes {@code msg} with {@code view} as its game: whole to the sockets holding the seat to
     * move, and with an empty legal list to the others, who cannot play it (TwixT's 570 actions
     * are most of a view). Each text is written once, when a socket first needs it.
     */
    private void publishView(LiveGame g, ObjectNode msg, ObjectNode view) {
        State s = g.state;
        int moverSeat = s.isTerminal() || s.currentPlayer() < 0 ? -1 : g.seatOf(s.currentPlayer());
        String[] texts = new String[2]; // [0] without the legal list, [1] whole
        hub.publish(g.row.id(), tokens -> {
            int k = moverSeat >= 0 && seatsOf(g, tokens).contains(moverSeat) ? 1 : 0;
            if (texts[k] == null) {
                msg.set("game", k == 1 ? view : without(view, "legal").set("legal", Json.array()));
                texts[k] = Json.write(msg);
            }
            return texts[k];
        });
    }

    // ---------------------------------------------------------------- moves

    /** Plays a turn for the caller: {@code move} (text in the game's notation) or {@code actions} (ints), at {@code ply}. */
    public ObjectNode move(String id, Set<String> tokens, JsonNode body) {
        live(id); // an unknown game is a 404 before anything else
        JsonNode plyNode = body.get("ply");
        if (plyNode == null || plyNode.isNull()) {
            throw ApiException.badRequest("missing 'ply': the number of moves the client has seen");
        }
        if (!plyNode.isInt()) {
            throw ApiException.badRequest("'ply' must be a whole number: the number of moves the client has seen");
        }
        String text = text(body, "move");
        JsonNode actionsNode = body.get("actions");
        if (actionsNode != null && actionsNode.isNull()) {
            actionsNode = null;
        }
        if (text == null && actionsNode == null) {
            throw ApiException.badRequest("missing 'move' (the turn in the game's notation) or 'actions' (ints)");
        }
        if (text != null && actionsNode != null) {
            throw ApiException.badRequest("give 'move' or 'actions', not both");
        }
        if (actionsNode != null && !actionsNode.isArray()) {
            throw ApiException.badRequest("'actions' must be an array of whole numbers");
        }
        LiveGame g = lock(id);
        try {
            Set<Integer> mine = requireSeated(g, tokens);
            requireLive(g);
            int ply = plyNode.asInt();
            if (ply != g.line.size()) {
                throw ApiException.conflict("stale ply " + ply + ": the game is at ply " + g.line.size()
                        + " (reload the game)");
            }
            int colour = g.state.currentPlayer();
            int seat = g.seatOf(colour);
            if (!mine.contains(seat)) {
                throw ApiException.forbidden("it is not your turn: " + g.game.playerName(colour) + " is to move");
            }
            if (g.isComputer(seat)) {
                throw ApiException.forbidden("the computer is to move");
            }
            State before = g.state.copy();
            State trial = g.state.copy();
            int from = trial.historySize();
            try {
                if (text != null) {
                    g.game.definition().notation().playTurn(trial, text);
                } else {
                    for (JsonNode a : actionsNode) {
                        if (!a.isInt()) {
                            throw ApiException.badRequest("'actions' must be whole numbers");
                        }
                        if (trial.isTerminal() || trial.isChanceNode()) {
                            throw MoveException.illegal("too many actions: the turn is over");
                        }
                        String why = trial.whyIllegal(a.asInt());
                        if (why != null) {
                            throw MoveException.illegal(why);
                        }
                        trial.apply(a.asInt());
                    }
                    if (!trial.isTerminal() && trial.turn() == before.turn() && !trial.isChanceNode()
                            && trial.currentPlayer() == colour) {
                        throw MoveException.illegal("the turn is not finished");
                    }
                }
            } catch (MoveException e) {
                throw ApiException.unprocessable(e.getMessage());
            }
            int[] h = trial.history();
            int[] played = java.util.Arrays.copyOfRange(h, from, h.length);
            if (played.length == 0) {
                throw ApiException.unprocessable("the move is empty");
            }
            String turnText = turnText(before, played);
            // Every action must be a decision of the mover: never a roll (the server rolls).
            // (The copy taken before the turn has served for its text; it now replays the turn.)
            for (int a : played) {
                if (before.currentPlayer() != colour) {
                    throw ApiException.unprocessable("a turn holds only the mover's decisions; the server rolls the dice");
                }
                before.apply(a);
            }
            Instant now = now();
            List<Event> batch = new ArrayList<>();
            Event e = new Event(g.nextSeq(), "move", ply, seat, turnText, played, false, now);
            g.replay(e);
            batch.add(e);
            batch.addAll(advance(g, now));
            commit(g, batch);
            scheduleComputer(g);
            return view(g, tokens);
        } finally {
            g.lock.unlock();
        }
    }

    private static Set<Integer> requireSeated(LiveGame g, Set<String> tokens) {
        Set<Integer> mine = seatsOf(g, tokens);
        if (mine.isEmpty()) {
            throw ApiException.forbidden("you hold no seat in this game (spectators may only watch)");
        }
        return mine;
    }

    private static void requireLive(LiveGame g) {
        if (g.row.mode().equals("review")) {
            throw ApiException.conflict("this game was uploaded for review; continue it to play on");
        }
        if (g.state.isTerminal()) {
            throw ApiException.conflict("the game is over: " + g.state.outcome());
        }
    }

    /** The legal next actions after the caller's partial turn {@code after} (ints), for building a multi-action turn. */
    public ObjectNode legal(String id, List<Integer> after) {
        LiveGame g = lock(id);
        State s;
        try {
            s = g.state.copy();
        } finally {
            g.lock.unlock();
        }
        int turn = s.turn();
        int colour = s.currentPlayer();
        for (int a : after) {
            if (s.isTerminal() || s.isChanceNode() || s.turn() != turn || s.currentPlayer() != colour) {
                throw ApiException.unprocessable("too many actions: the turn is over");
            }
            String why = s.whyIllegal(a);
            if (why != null) {
                throw ApiException.unprocessable(why);
            }
            s.apply(a);
        }
        ObjectNode out = Json.object();
        boolean done = s.isTerminal() || s.isChanceNode() || s.turn() != turn || s.currentPlayer() != colour;
        out.put("turnComplete", !after.isEmpty() && done);
        out.set("legal", done && !after.isEmpty() ? Json.array() : legalJson(s));
        out.set("board", Boards.of(s));
        return out;
    }

    /**
     * The board after the first {@code ply} entries of the move list, for replaying a game; then,
     * when {@code then} is not empty, after those actions too: a line looked at (the analysis's
     * best line), which nothing stores. A line is checked action by action and refused at the
     * first that the position does not allow, with the rule's words.
     */
    public ObjectNode positionAt(String id, int ply, List<Integer> then) {
        LiveGame g = lock(id);
        List<Event> line;
        try {
            line = List.copyOf(g.line);
        } finally {
            g.lock.unlock();
        }
        State s = replay(g.game, line, ply);
        ObjectNode out = Json.object();
        out.put("ply", ply);
        if (then.isEmpty()) {
            out.set("lastMove", ply == 0 ? null : eventJson(g, line.get(ply - 1)));
        } else {
            // A looked-at line has no entry of the move list behind it: it names its own actions.
            out.putNull("lastMove");
            ArrayNode played = out.putArray("line");
            for (int i = 0; i < then.size(); i++) {
                int a = then.get(i);
                String why = s.isTerminal() ? "the game is over: " + s.outcome() : s.whyIllegal(a);
                if (why != null) {
                    throw ApiException.unprocessable("line action " + (i + 1) + " (" + a + "): " + why);
                }
                played.addObject().put("action", a).put("text", s.actionToString(a));
                s.apply(a);
            }
        }
        out.put("position", s.toString());
        out.set("board", Boards.of(s));
        return out;
    }

    /** A game as it stands: its rules, whether it may be analysed, and its move list, copied under its lock. */
    record Snapshot(Game game, boolean analysisOpen, List<Event> line) {
        int ply() {
            return line.size();
        }

        /** The game's actions from its start, as the move list holds them. */
        int[] actions() {
            return actionsOf(line);
        }
    }

    /** The actions of a move list's entries, in order. */
    static int[] actionsOf(List<Event> line) {
        return line.stream().flatMapToInt(e -> java.util.Arrays.stream(e.actions())).toArray();
    }

    Snapshot snapshot(String id) {
        LiveGame g = lock(id);
        try {
            return new Snapshot(g.game, g.analysisOpen(), List.copyOf(g.line));
        } finally {
            g.lock.unlock();
        }
    }

    /** The position after the first {@code ply} entries of {@code line}; a ply outside it is a client error. */
    static State replay(Game game, List<Event> line, int ply) {
        if (ply < 0 || ply > line.size()) {
            throw ApiException.badRequest("ply " + ply + " is outside the game: 0 to " + line.size());
        }
        State s = game.newInitialState();
        for (Event e : line.subList(0, ply)) {
            for (int a : e.actions()) {
                s.apply(a);
            }
        }
        return s;
    }

    /**
     * A position for a rules page's diagram: the game {@code spec} ({@code Games.load}) after
     * {@code turns} in its notation. Nothing is stored.
     */
    public static ObjectNode diagram(String spec, List<String> turns) {
        Game game = gameOfSpec(spec);
        State s = game.newInitialState();
        int i = 0;
        for (String t : turns) {
            i++;
            try {
                game.definition().notation().playTurn(s, t);
            } catch (RuntimeException e) {
                throw ApiException.unprocessable("turn " + i + " '" + t + "': " + e.getMessage());
            }
        }
        ObjectNode out = Json.object();
        out.put("spec", game.spec());
        out.put("position", s.toString());
        out.set("board", Boards.of(s));
        out.set("legal", legalJson(s));
        return out;
    }

    /** The game a {@code spec} query parameter names ({@code twixt(ruleset=t1,width=12)}); missing or bad, a client error naming it. */
    static Game gameOfSpec(String spec) {
        if (spec == null || spec.isBlank()) {
            throw ApiException.badRequest("missing query parameter 'spec', e.g. spec=twixt(width=8,height=8)");
        }
        try {
            return Games.load(spec);
        } catch (IllegalArgumentException e) {
            throw ApiException.unprocessable("bad spec '" + spec + "': " + e.getMessage());
        }
    }

    // ---------------------------------------------------------------- resign, draw, takeback

    public ObjectNode resign(String id, Set<String> tokens, JsonNode body) {
        LiveGame g = lock(id);
        try {
            Set<Integer> mine = requireSeated(g, tokens);
            requireLive(g);
            int seat = pickSeat(g, mine, body);
            Event e = new Event(g.nextSeq(), "resign", g.line.size(), seat, "resign", new int[0], false, now());
            g.replay(e);
            commit(g, List.of(e));
            return view(g, tokens);
        } finally {
            g.lock.unlock();
        }
    }

    /**
     * The seat acting: {@code seat} from the body, which must be one the caller holds; else the
     * caller's only seat, or with both the one to move.
     */
    private static int pickSeat(LiveGame g, Set<Integer> mine, JsonNode body) {
        JsonNode s = body == null ? null : body.get("seat");
        if (s != null && !s.isNull()) {
            if (!s.isInt() || s.asInt() < 0 || s.asInt() > 1) {
                throw ApiException.badRequest("'seat' must be 0 (moves first) or 1");
            }
            if (!mine.contains(s.asInt())) {
                throw ApiException.forbidden("you do not hold seat " + s.asInt());
            }
            return s.asInt();
        }
        if (mine.size() == 1) {
            return mine.iterator().next();
        }
        int p = g.state.currentPlayer();
        return p >= 0 ? g.seatOf(p) : 0;
    }

    private static final Map<String, Boolean> DRAWS = new ConcurrentHashMap<>();

    /** Draws are offered in games without dice: those whose first action is not a roll. */
    static boolean drawsOffered(Game game) {
        return DRAWS.computeIfAbsent(game.spec(), k -> !game.newInitialState().isChanceNode());
    }

    public ObjectNode offerDraw(String id, Set<String> tokens, JsonNode body) {
        return offer(id, tokens, body, true);
    }

    public ObjectNode offerTakeback(String id, Set<String> tokens, JsonNode body) {
        return offer(id, tokens, body, false);
    }

    private ObjectNode offer(String id, Set<String> tokens, JsonNode body, boolean draw) {
        LiveGame g = lock(id);
        try {
            Set<Integer> mine = requireSeated(g, tokens);
            int seat = pickSeat(g, mine, body);
            int other = 1 - seat;
            Instant now = now();
            List<Event> batch = new ArrayList<>();
            if (draw) {
                requireLive(g);
                if (!drawsOffered(g.game)) {
                    throw ApiException.unprocessable("draws are not offered in " + g.game.definition().displayName());
                }
                if (g.isComputer(other)) {
                    throw ApiException.unprocessable("the computer does not take draw offers; play on or resign");
                }
                if (mine.contains(other) || Integer.valueOf(other).equals(g.drawOffer)) {
                    batch.add(new Event(g.nextSeq(), "draw", g.line.size(), seat, "draw", new int[0], false, now));
                } else if (Integer.valueOf(seat).equals(g.drawOffer)) {
                    throw ApiException.conflict("you have already offered a draw");
                } else {
                    batch.add(new Event(g.nextSeq(), "draw_offer", g.line.size(), seat, "draw offered", new int[0], false, now));
                }
            } else {
                boolean acceptsTheirs = Integer.valueOf(other).equals(g.takebackOffer) && !mine.contains(other);
                if (acceptsTheirs) {
                    batch.add(new Event(g.nextSeq(), "takeback", takebackTarget(g, Set.of(other)), seat, "takeback",
                            new int[0], false, now));
                } else if (g.isComputer(other) || mine.contains(other)) {
                    // At will against the computer, and at once for two people on one screen.
                    int target = takebackTarget(g, mine.contains(other) ? Set.of(0, 1) : Set.of(seat));
                    batch.add(new Event(g.nextSeq(), "takeback", target, seat, "takeback", new int[0], false, now));
                } else if (Integer.valueOf(seat).equals(g.takebackOffer)) {
                    throw ApiException.conflict("you have already asked to take back");
                } else {
                    takebackTarget(g, Set.of(seat));
                    batch.add(new Event(g.nextSeq(), "takeback_offer", g.line.size(), seat, "takeback asked", new int[0], false, now));
                }
            }
            return play(g, tokens, batch);
        } finally {
            g.lock.unlock();
        }
    }

    /** Accepts the other side's pending draw offer or takeback request. */
    public ObjectNode accept(String id, Set<String> tokens, JsonNode body, boolean draw) {
        LiveGame g = lock(id);
        try {
            Set<Integer> mine = requireSeated(g, tokens);
            Integer pending = draw ? g.drawOffer : g.takebackOffer;
            if (pending == null || (mine.contains(pending) && mine.size() == 1)) {
                throw ApiException.conflict("there is no " + (draw ? "draw offer" : "takeback request") + " from your opponent");
            }
            int seat = 1 - pending;
            Instant now = now();
            Event e = draw
                    ? new Event(g.nextSeq(), "draw", g.line.size(), seat, "draw", new int[0], false, now)
                    : new Event(g.nextSeq(), "takeback", takebackTarget(g, Set.of(pending)), seat, "takeback", new int[0], false, now);
            if (draw) {
                requireLive(g);
            }
            return play(g, tokens, new ArrayList<>(List.of(e)));
        } finally {
            g.lock.unlock();
        }
    }

    public ObjectNode decline(String id, Set<String> tokens) {
        LiveGame g = lock(id);
        try {
            Set<Integer> mine = requireSeated(g, tokens);
            if (g.drawOffer == null && g.takebackOffer == null) {
                throw ApiException.conflict("there is no offer to decline");
            }
            Event e = new Event(g.nextSeq(), "decline", g.line.size(), mine.iterator().next(), "declined", new int[0], false, now());
            return play(g, tokens, new ArrayList<>(List.of(e)));
        } finally {
            g.lock.unlock();
        }
    }

    private ObjectNode play(LiveGame g, Set<String> tokens, List<Event> batch) {
        for (Event e : batch) {
            g.replay(e);
        }
        if (batch.stream().anyMatch(e -> e.kind().equals("takeback"))) {
            for (int s = 0; s < 2; s++) {
                if (g.computers[s] != null) {
                    g.computers[s].reset();
                }
            }
            batch.addAll(advance(g, now()));
        }
        commit(g, batch);
        scheduleComputer(g);
        return view(g, tokens);
    }

    /** Where a takeback by {@code seats} goes back to: their last move in the live line. */
    private static int takebackTarget(LiveGame g, Set<Integer> seats) {
        if (g.state.resignedPlayer() >= 0 || g.state.drawAgreed()) {
            throw ApiException.conflict("a game ended by resignation or agreement cannot be taken back");
        }
        if (g.row.mode().equals("review")) {
            throw ApiException.conflict("this game was uploaded for review");
        }
        for (int i = g.line.size() - 1; i >= 0; i--) {
            Event e = g.line.get(i);
            if (e.kind().equals("move") && e.seat() != null && seats.contains(e.seat())) {
                return i; // forced moves (passes) are not the player's: they are played again by themselves

            }
        }
        throw ApiException.conflict("there is no move of yours to take back");
    }

    // ---------------------------------------------------------------- rematch

    /**
     * A rematch of a finished game, with the seats exchanged (who moved second moves first): against
     * the computer or on one screen at once; between people the first to ask makes the new game, its
     * other seat open, and the other player takes that seat by asking too. Asked again, the same
     * rematch, with the caller's token for it.
     */
    public Created rematch(String id, Set<String> tokens) {
        LiveGame g = lock(id);
        try {
            Set<Integer> mine = requireSeated(g, tokens);
            if (!g.state.isTerminal()) {
                throw ApiException.conflict("a rematch is offered once the game is over");
            }
            // On one screen the caller holds both seats: seat 0 speaks for them.
            int seat = mine.contains(0) ? 0 : 1;
            if (g.rematchId != null) {
                // The asker, or the other player once they took it: their seat's token; else they take the seat now.
                boolean taking = seat != g.rematchBy && !g.rematchAccepted;
                Created c = takeRematchSeat(g.rematchId, 1 - seat, mine.size() == 2, taking);
                if (taking) {
                    recordRematch(g, seat, g.rematchId);
                }
                return c;
            }
            GameRow r = g.row;
            String[] kinds = {r.kinds()[1], r.kinds()[0]};
            String[] newTokens = new String[2];
            List<String> callers = new ArrayList<>();
            for (int s : mine) {
                newTokens[1 - s] = randomId(24);
                callers.add(newTokens[1 - s]);
            }
            Created made = insert(g.game, new Table(r.mode(), kinds, newTokens, callers), List.of(), -1, false);
            recordRematch(g, seat, made.id());
            return made;
        } finally {
            g.lock.unlock();
        }
    }

    /** Stores and tells that {@code seat} asked for the rematch {@code id}, or took it. */
    private void recordRematch(LiveGame g, int seat, String id) {
        Event e = new Event(g.nextSeq(), "rematch", g.line.size(), seat, id, new int[0], false, now());
        g.replay(e);
        commit(g, new ArrayList<>(List.of(e)));
    }

    /**
     * The rematch {@code id} for the caller, whose seat there is {@code seat} (both seats with
     * {@code both}): its token, or with {@code taking} a new one for that seat, which must still be
     * free (someone else may have joined the open rematch).
     */
    private Created takeRematchSeat(String id, int seat, boolean both, boolean taking) {
        LiveGame n = lock(id);
        try {
            String[] t = n.row.tokens().clone();
            List<String> callers = new ArrayList<>();
            for (int s : both ? new int[] {0, 1} : new int[] {seat}) {
                if (taking) {
                    if (t[s] != null || n.isComputer(s) || n.status().equals("finished")) {
                        throw ApiException.conflict("the rematch's seat has been taken by someone else");
                    }
                    t[s] = randomId(24);
                }
                callers.add(t[s]);
            }
            if (!java.util.Arrays.equals(t, n.row.tokens())) {
                seatTokens(n, t);
            }
            return new Created(id, callers, view(n, Set.copyOf(callers)));
        } finally {
            n.lock.unlock();
        }
    }

    // ---------------------------------------------------------------- joining

    /** Gives the game's seats these tokens (a person taking a free seat), stores them and tells everyone following it. */
    private void seatTokens(LiveGame g, String[] t) {
        GameRow r = g.row;
        g.row = new GameRow(r.id(), r.spec(), r.mode(), r.kinds(), t, g.status(t), r.result(), r.reason(),
                r.created(), now());
        try {
            store.update(g.row);
        } catch (RuntimeException e) {
            g.row = r;
            throw new ApiException(500, "could not join: " + e.getMessage());
        }
        ObjectNode msg = Json.object();
        msg.put("type", "update");
        ArrayNode evs = msg.putArray("events");
        for (int s = 0; s < 2; s++) {
            if (t[s] != null && r.tokens()[s] == null) {
                evs.addObject().put("kind", "join").put("seat", s);
            }
        }
        publishView(g, msg, view(g, Set.of()));
    }

    public Created join(String id, Set<String> tokens) {
        LiveGame g = lock(id);
        try {
            if (!seatsOf(g, tokens).isEmpty()) {
                throw ApiException.conflict("you already hold a seat in this game");
            }
            int open = -1;
            for (int s = 0; s < 2 && open < 0; s++) {
                if (!g.isComputer(s) && g.row.tokens()[s] == null) {
                    open = s;
                }
            }
            if (open < 0 || g.row.mode().equals("review")) {
                throw ApiException.conflict("this game has no free seat");
            }
            String token = randomId(24);
            String[] t = g.row.tokens().clone();
            t[open] = token;
            seatTokens(g, t);
            return new Created(id, List.of(token), view(g, Set.of(token)));
        } finally {
            g.lock.unlock();
        }
    }

    // ---------------------------------------------------------------- records

    public String record(String id, String format) {
        LiveGame g = live(id);
        State s;
        g.lock.lock();
        try {
            s = g.state.copy();
        } finally {
            g.lock.unlock();
        }
        GameDefinition d = g.game.definition();
        RecordFormat f;
        try {
            f = format == null || format.isBlank() ? d.recordFormats().get(0) : d.recordFormat(format);
        } catch (ParameterException e) {
            throw ApiException.notFound(e.getMessage());
        }
        try {
            return f.write(GameRecord.of(s));
        } catch (RuntimeException e) {
            throw ApiException.unprocessable("the " + f.id() + " format cannot hold this game: " + e.getMessage());
        }
    }

    public static String extension(Game game, String format) {
        GameDefinition d = game.definition();
        RecordFormat f = format == null || format.isBlank() ? d.recordFormats().get(0) : d.recordFormat(format);
        return f.extensions().isEmpty() ? "txt" : f.extensions().get(0);
    }

    public Game gameOf(String id) {
        return live(id).game;
    }

    /** Uploads a record: {@code mode} {@code review} (to replay it) or {@code continue} (to play on, with an opponent as in create). */
    public Created upload(JsonNode body, Set<String> tokens) {
        String gameId = text(body, "game");
        String recordText = text(body, "record");
        if (gameId == null || recordText == null) {
            throw ApiException.badRequest("an upload needs 'game' and 'record' (the record's text)");
        }
        GameDefinition d;
        try {
            d = Games.get(gameId);
        } catch (ParameterException e) {
            throw ApiException.unprocessable(e.getMessage());
        }
        String format = text(body, "format");
        String filename = text(body, "filename");
        GameRecord rec;
        try {
            RecordFormat f = format != null ? d.recordFormat(format)
                    : filename != null ? d.recordFormatForFile(filename) : d.recordFormats().get(0);
            rec = f.read(recordText, null);
        } catch (ParameterException | RecordException | MoveException e) {
            throw ApiException.unprocessable(e.getMessage());
        }
        String mode = text(body, "mode");
        Table t;
        if (mode == null || mode.equals("review")) {
            t = new Table("review", new String[] {"person", "person"}, new String[2], List.of());
        } else if (mode.equals("continue")) {
            State end = rec.game().newInitialState(); // the record's moves, before any resignation or agreement
            for (int a : rec.actions()) {
                end.apply(a);
            }
            t = table(withSeatToMove(body, end), rec.game());
        } else {
            throw ApiException.badRequest("unknown mode '" + mode + "'; allowed: review, continue");
        }
        return insert(rec.game(), t, groups(rec.game(), rec.actions()), rec.resignedPlayer(), rec.drawAgreed());
    }

    /**
     * A new game that goes on from the position after the first {@code ply} entries of game
     * {@code id}'s move list (absent: all of it), its moves and rolls so far copied, with an
     * opponent as in create; {@code seat} defaults to the seat whose turn it is there. Open where
     * analysis is: never from a game between people still being played, which could otherwise be
     * handed to the computer to play on.
     */
    public Created continueFrom(String id, JsonNode body) {
        Snapshot g = snapshot(id);
        if (!g.analysisOpen()) {
            throw ApiException.conflict("a game between people can be continued elsewhere once it is over");
        }
        int ply = g.ply();
        JsonNode p = body.get("ply");
        if (p != null && !p.isNull()) {
            if (!p.isInt()) {
                throw ApiException.badRequest("'ply' must be a whole number");
            }
            ply = p.asInt();
        }
        State s = replay(g.game(), g.line(), ply);
        if (s.isTerminal()) {
            throw ApiException.conflict("the game is over at ply " + ply + ": " + s.outcome());
        }
        return insert(g.game(), table(withSeatToMove(body, s), g.game()), groups(g.game(), s.history()), -1, false);
    }

    /**
     * {@code body} for a game that goes on from {@code at}, its {@code seat} by default the one whose
     * decision comes next there: past a roll, the roller's (the first seat where the dice choose);
     * past a swap of sides, the other colour's.
     */
    private static JsonNode withSeatToMove(JsonNode body, State at) {
        if (body.has("seat") && !body.get("seat").isNull()) {
            return body;
        }
        int colour = Math.max(0, at.isChanceNode() ? at.playerAfterChance() : at.currentPlayer());
        ObjectNode asked = (ObjectNode) body.deepCopy(); // the body is an object (Json.parseObject)
        asked.put("seat", at.game().seatExchangesFrom(at.history())[0] % 2 == 0 ? colour : 1 - colour);
        return asked;
    }

    /** Splits actions into events: each roll alone, each player's run of decisions within a turn together. */
    static List<int[]> groups(Game game, int[] actions) {
        State s = game.newInitialState();
        List<int[]> out = new ArrayList<>();
        int i = 0;
        while (i < actions.length) {
            if (s.isChanceNode()) {
                s.apply(actions[i]);
                out.add(new int[] {actions[i]});
                i++;
                continue;
            }
            int start = i;
            int turn = s.turn();
            int p = s.currentPlayer();
            while (i < actions.length && !s.isTerminal() && !s.isChanceNode() && s.turn() == turn && s.currentPlayer() == p) {
                s.apply(actions[i]);
                i++;
            }
            out.add(java.util.Arrays.copyOfRange(actions, start, i));
        }
        return out;
    }

    // ---------------------------------------------------------------- computer players

    private void scheduleComputer(LiveGame g) {
        if (g.thinking || g.state.isTerminal() || g.state.isChanceNode() || g.row.mode().equals("review")) {
            return;
        }
        int colour = g.state.currentPlayer();
        int seat = g.seatOf(colour);
        if (!g.isComputer(seat)) {
            return;
        }
        g.thinking = true;
        State snapshot = g.state.copy(); // no RNG in it: the computer never sees the next roll
        int ply = g.line.size();
        int generation = g.generation;
        if (g.computers[seat] == null) {
            g.computers[seat] = Players.create(PlayerSpec.parse(g.row.kinds()[seat]), g.game, RANDOM.nextLong());
        }
        var player = g.computers[seat];
        ObjectNode msg = Json.object();
        msg.put("type", "thinking");
        msg.put("seat", seat);
        hub.publish(g.row.id(), Json.write(msg));
        computers.submit(g.row.id(), () -> {
            int[] chosen;
            try {
                State c = snapshot;
                int turn = c.turn();
                List<Integer> acts = new ArrayList<>();
                while (!c.isTerminal() && !c.isChanceNode() && c.turn() == turn && c.currentPlayer() == colour) {
                    int a;
                    try {
                        a = player.chooseAction(c);
                    } catch (RuntimeException e) {
                        // A failing search must not stall the game: this decision is played at random.
                        LOG.warn("computer {} failed in game {}; playing a random legal action", player.describe(), g.row.id(), e);
                        a = c.randomLegalAction(new java.util.SplittableRandom(RANDOM.nextLong()));
                    }
                    c.apply(a);
                    acts.add(a);
                }
                chosen = acts.stream().mapToInt(Integer::intValue).toArray();
            } catch (RuntimeException e) {
                LOG.error("computer failed in game {}", g.row.id(), e);
                g.lock.lock();
                try {
                    g.thinking = false;
                } finally {
                    g.lock.unlock();
                }
                return;
            }
            g.lock.lock();
            try {
                g.thinking = false;
                if (cache.get(g.row.id()) != g) {
                    return; // dropped after a failed commit: the game read again has its own computer
                }
                if (g.generation != generation || g.line.size() != ply || g.state.isTerminal()) {
                    scheduleComputer(g);
                    return;
                }
                State before = g.state.copy();
                Instant now = now();
                List<Event> batch = new ArrayList<>();
                Event e = new Event(g.nextSeq(), "move", ply, seat, turnText(before, chosen), chosen, false, now);
                g.replay(e);
                batch.add(e);
                batch.addAll(advance(g, now));
                commit(g, batch);
                scheduleComputer(g);
            } catch (RuntimeException ex) {
                LOG.warn("computer move not stored in game {}: {}", g.row.id(), ex.toString());
            } finally {
                g.lock.unlock();
            }
        }, () -> {
            g.lock.lock();
            try {
                g.thinking = false;
            } finally {
                g.lock.unlock();
            }
        });
    }

    // ---------------------------------------------------------------- views

    public ObjectNode view(String id, Set<String> tokens) {
        LiveGame g = lock(id);
        try {
            return view(g, tokens);
        } finally {
            g.lock.unlock();
        }
    }

    public List<ObjectNode> list(String status, int limit) {
        List<ObjectNode> out = new ArrayList<>();
        for (GameRow r : store.games(status, limit)) {
            ObjectNode n = Json.object();
            n.put("id", r.id());
            Game game = Games.load(r.spec());
            n.put("game", game.definition().id());
            n.put("displayName", game.definition().displayName());
            n.put("spec", r.spec());
            n.put("mode", r.mode());
            n.put("status", r.status());
            ArrayNode seats = n.putArray("seats");
            for (int s = 0; s < 2; s++) {
                ObjectNode o = seats.addObject();
                o.put("seat", s);
                o.put("kind", r.kinds()[s]);
                o.put("taken", r.tokens()[s] != null || !r.kinds()[s].equals("person"));
            }
            if (r.result() != null) {
                n.put("result", r.result());
                n.put("reason", r.reason());
            }
            n.put("created", r.created().toString());
            n.put("updated", r.updated().toString());
            out.add(n);
        }
        return out;
    }

    private ObjectNode eventJson(LiveGame g, Event e) {
        ObjectNode n = Json.object();
        n.put("seq", e.seq());
        n.put("kind", e.kind());
        n.put("ply", e.ply());
        if (e.seat() != null) {
            n.put("seat", e.seat());
        } else {
            n.putNull("seat");
        }
        n.put("text", e.text());
        ArrayNode a = n.putArray("actions");
        for (int x : e.actions()) {
            a.add(x);
        }
        n.put("dice", e.dice());
        n.put("time", e.time().toString());
        return n;
    }

    /** For each of the first {@code length} actions of a move list, the entry that holds it. */
    static int[] entryOfEachAction(List<Event> line, int length) {
        int[] rowOf = new int[length];
        int k = 0;
        for (int row = 0; row < line.size(); row++) {
            for (int i = 0; i < line.get(row).actions().length && k < length; i++) {
                rowOf[k++] = row;
            }
        }
        return rowOf;
    }

    /**
     * The move list as a record prints it: one entry per turn (a roll and the decisions after it
     * together), with the first and last entries of {@code moves} it covers.
     */
    private static ArrayNode turnsJson(LiveGame g) {
        int[] h = g.state.history();
        int[] rowOf = entryOfEachAction(g.line, h.length);
        // Finished turns are kept from one view to the next; a takeback starts again.
        if (g.turnsState == null || g.turnsGeneration != g.generation || g.turnsUpto > h.length) {
            g.turnEntries.clear();
            g.turnsState = g.game.newInitialState();
            g.turnsUpto = 0;
            g.turnsGeneration = g.generation;
        }
        State before = g.turnsState;
        State s = before.copy();
        int start = g.turnsUpto;
        for (int i = start; i < h.length; i++) {
            int turn = s.turn();
            s.apply(h[i]);
            if (s.turn() != turn || s.isTerminal()) {
                g.turnEntries.add(turnEntry(g, before, h, start, i + 1, rowOf));
                start = i + 1;
                before = s.copy();
                g.turnsState = before;
                g.turnsUpto = start;
            }
        }
        ArrayNode out = Json.array();
        g.turnEntries.forEach(out::add);
        if (start < h.length) {
            out.add(turnEntry(g, before, h, start, h.length, rowOf));
        }
        return out;
    }

    private static ObjectNode turnEntry(LiveGame g, State before, int[] h, int from, int to, int[] rowOf) {
        String text;
        try {
            text = g.game.definition().notation().turnText(before, h, from, to).trim();
        } catch (RuntimeException e) {
            StringBuilder sb = new StringBuilder();
            for (int r = rowOf[from]; r <= rowOf[to - 1]; r++) {
                sb.append(sb.length() == 0 ? "" : " ").append(g.line.get(r).text());
            }
            text = sb.toString();
        }
        ObjectNode o = Json.object();
        o.put("turn", g.turnEntries.size() + 1);
        o.put("text", text);
        o.put("firstPly", rowOf[from]);
        o.put("lastPly", rowOf[to - 1]);
        return o;
    }

    private static ArrayNode legalJson(State s) {
        ArrayNode legal = Json.array();
        if (s.isTerminal() || s.isChanceNode()) {
            return legal;
        }
        for (int a : s.legalActions()) {
            ObjectNode o = legal.addObject();
            o.put("action", a);
            o.put("text", s.actionToString(a));
        }
        return legal;
    }

    /** The whole game as a client sees it; {@code tokens} marks the caller's seats. Under the lock. */
    ObjectNode view(LiveGame g, Set<String> tokens) {
        Set<Integer> mine = seatsOf(g, tokens);
        ObjectNode base = publicView(g);
        if (mine.isEmpty()) {
            return base;
        }
        // The cached view is never modified: share its parts, copy only the seats.
        ObjectNode n = Json.object();
        base.properties().forEach(p -> n.set(p.getKey(), p.getValue()));
        ArrayNode seats = (ArrayNode) base.get("seats").deepCopy();
        for (JsonNode seat : seats) {
            ((ObjectNode) seat).put("you", mine.contains(seat.get("seat").asInt()));
        }
        n.set("seats", seats);
        return n;
    }

    /** The view for someone holding no seat, built once per change of the game (never modified afterwards). */
    private ObjectNode publicView(LiveGame g) {
        if (g.cachedView != null && g.cachedEvents == g.events.size() && g.cachedRow == g.row
                && g.cachedThinking == g.thinking) {
            return g.cachedView;
        }
        ObjectNode n = buildView(g, Set.of());
        g.cachedView = n;
        g.cachedEvents = g.events.size();
        g.cachedRow = g.row;
        g.cachedThinking = g.thinking;
        return n;
    }

    private ObjectNode buildView(LiveGame g, Set<String> tokens) {
        ObjectNode n = Json.object();
        GameRow r = g.row;
        GameDefinition d = g.game.definition();
        n.put("id", r.id());
        n.put("game", d.id());
        n.put("displayName", d.displayName());
        n.put("spec", g.game.spec());
        n.put("ruleset", g.game.parameters().ruleset());
        ObjectNode opts = n.putObject("options");
        g.game.parameters().values().forEach(opts::put);
        n.put("mode", r.mode());
        n.put("status", g.status());
        n.put("analysisOpen", g.analysisOpen());
        n.put("drawsOffered", drawsOffered(g.game));
        ArrayNode formats = n.putArray("recordFormats");
        d.recordFormats().forEach(f -> formats.add(f.id()));
        Set<Integer> mine = seatsOf(g, tokens);
        ArrayNode seats = n.putArray("seats");
        for (int s = 0; s < 2; s++) {
            ObjectNode o = seats.addObject();
            o.put("seat", s);
            o.put("colour", g.game.playerName(g.colourOf(s)));
            o.put("kind", r.kinds()[s]);
            o.put("taken", r.tokens()[s] != null || g.isComputer(s));
            o.put("you", mine.contains(s));
        }
        n.put("ply", g.line.size());
        ArrayNode moves = n.putArray("moves");
        for (Event e : g.line) {
            ObjectNode m = eventJson(g, e);
            moves.add(m);
        }
        n.set("lastMove", g.line.isEmpty() ? null : eventJson(g, g.line.get(g.line.size() - 1)));
        n.set("turns", turnsJson(g));
        State s = g.state;
        if (!s.isTerminal() && s.currentPlayer() >= 0) {
            ObjectNode t = n.putObject("toMove");
            t.put("seat", g.seatOf(s.currentPlayer()));
            t.put("colour", g.game.playerName(s.currentPlayer()));
            t.put("turn", s.turn());
        } else {
            n.putNull("toMove");
        }
        n.set("legal", legalJson(s));
        var o = s.outcome();
        if (o.isOver()) {
            ObjectNode res = n.putObject("result");
            res.put("result", o.result().text());
            res.put("reason", o.reason());
            int w = o.winner();
            if (w >= 0) {
                res.put("winnerSeat", g.seatOf(w));
                res.put("winnerColour", g.game.playerName(w));
            } else {
                res.putNull("winnerSeat");
            }
        } else {
            n.putNull("result");
        }
        ObjectNode offers = n.putObject("offers");
        if (g.drawOffer != null) {
            offers.put("draw", g.drawOffer);
        } else {
            offers.putNull("draw");
        }
        if (g.takebackOffer != null) {
            offers.put("takeback", g.takebackOffer);
        } else {
            offers.putNull("takeback");
        }
        // An offer while the other player has not taken the rematch; the rematch itself once asked.
        if (g.rematchBy != null && !g.rematchAccepted) {
            offers.put("rematch", g.rematchBy);
        } else {
            offers.putNull("rematch");
        }
        if (g.rematchBy != null) {
            n.putObject("rematch").put("by", g.rematchBy).put("accepted", g.rematchAccepted);
        } else {
            n.putNull("rematch");
        }
        n.put("thinking", g.thinking);
        n.put("position", s.toString());
        n.set("board", Boards.of(s));
        n.put("created", r.created().toString());
        n.put("updated", r.updated().toString());
        return n;
    }

    /**
     * Sends the whole game to a new listener, then subscribes it, under the game's lock: it misses
     * no change and sees none twice.
     */
    public void watch(String id, Set<String> tokens, Consumer<String> listener) {
        LiveGame g = lock(id);
        try {
            ObjectNode msg = Json.object();
            msg.put("type", "state");
            msg.set("game", view(g, tokens));
            listener.accept(Json.write(msg));
            hub.subscribe(id, tokens, listener);
        } finally {
            g.lock.unlock();
        }
    }

    public void unwatch(String id, Consumer<String> listener) {
        hub.unsubscribe(id, listener);
    }

    @Override
    public void close() {
        computers.close();
    }
}
