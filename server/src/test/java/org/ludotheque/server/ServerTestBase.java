package org.ludotheque.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * A real server on a free port for each test, on its own H2 database in a temporary folder (or a
 * schema of its own on the PostgreSQL that {@code LUDOTHEQUE_TEST_POSTGRES} names), with a client
 * over real sockets and the requests the tests share.
 */
abstract class ServerTestBase {

    @TempDir
    Path dir;

    LudoServer server;
    Client client;

    /** A JDBC URL of PostgreSQL to run these tests on it instead of H2, each in a schema of its own. */
    static final String POSTGRES = System.getenv("LUDOTHEQUE_TEST_POSTGRES");

    String database;

    @BeforeEach
    void start() throws Exception {
        database = databaseUrl("db");
        server = LudoServer.start(config());
        client = new Client(server.port());
    }

    String databaseUrl(String name) throws java.sql.SQLException {
        if (POSTGRES == null) {
            return "jdbc:h2:file:" + dir.resolve(name).toAbsolutePath();
        }
        String schema = "t" + GameService.randomId(6).toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]", "x");
        try (var c = java.sql.DriverManager.getConnection(POSTGRES); var st = c.createStatement()) {
            st.execute("CREATE SCHEMA " + schema);
        }
        return POSTGRES + (POSTGRES.contains("?") ? "&" : "?") + "currentSchema=" + schema;
    }

    LudoServer.Config config() {
        return new LudoServer.Config(0, database, dir, 16 * 1024, 1, 8);
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    void restart() {
        server.close();
        server = LudoServer.start(config());
        client = new Client(server.port());
    }

    static final String SMALL_TWIXT = "\"game\":\"twixt\",\"options\":{\"width\":\"8\",\"height\":\"8\"}";

    JsonNode create(String body) {
        Client.Reply r = client.post("/api/games", body, null);
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        return r.json();
    }

    /** A game for two people on one screen, played by one caller who holds both seats' tokens ({@code both}). */
    record LocalGame(String id, String both, JsonNode created) {
    }

    /** Creates a game for two people on one screen; {@code fields} are the creation's other fields, e.g. {@link #SMALL_TWIXT}. */
    LocalGame local(String fields) {
        JsonNode created = create("{" + fields + ",\"opponent\":\"local\"}");
        return new LocalGame(created.get("id").asString(),
                created.get("tokens").get(0).asString() + "," + created.get("tokens").get(1).asString(), created);
    }

    /** A small TwixT game on one screen with {@code moves} played, one a turn; the view after them. */
    JsonNode smallTwixtAfter(String... moves) {
        LocalGame local = local(SMALL_TWIXT);
        for (int ply = 0; ply < moves.length; ply++) {
            Client.Reply r = move(local.id(), ply, moves[ply], local.both());
            assertThat(r.status()).as(r.body()).isEqualTo(200);
        }
        return game(local.id());
    }

    /** Plays the first legal turns of a game on one screen until it ends (60 turns at most); the view at the end. */
    JsonNode playToTheEnd(LocalGame local) {
        for (int i = 0; i < 60 && game(local.id()).get("result").isNull(); i++) {
            Client.Reply r = playFirstLegal(local.id(), local.both());
            assertThat(r.status()).as(r.body()).isEqualTo(200);
        }
        return game(local.id());
    }

    /** A game between two people, each with the token of their seat. */
    record InvitedGame(String id, String red, String black) {
    }

    /** Creates a game by invitation and has a second caller join it. */
    InvitedGame invitedAndJoined(String fields) {
        JsonNode created = create("{" + fields + ",\"opponent\":\"invite\"}");
        String id = created.get("id").asString();
        String black = client.post("/api/games/" + id + "/join", "{}", null).json().get("tokens").get(0).asString();
        return new InvitedGame(id, created.get("tokens").get(0).asString(), black);
    }

    JsonNode game(String id) {
        Client.Reply r = client.get("/api/games/" + id);
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        return r.json();
    }

    Client.Reply move(String id, int ply, String move, String token) {
        return client.post("/api/games/" + id + "/moves", "{\"ply\":" + ply + ",\"move\":\"" + move + "\"}", token);
    }

    /** Plays one whole turn of the seat to move by its first legal actions, through /legal and the actions form. */
    Client.Reply playFirstLegal(String id, String token) {
        JsonNode g = game(id);
        List<Integer> acts = new ArrayList<>();
        while (true) {
            String after = String.join(",", acts.stream().map(String::valueOf).toList());
            JsonNode l = client.get("/api/games/" + id + "/legal?after=" + after).json();
            if (l.get("turnComplete").asBoolean()) {
                break;
            }
            acts.add(l.get("legal").get(0).get("action").asInt());
        }
        return client.post("/api/games/" + id + "/moves",
                "{\"ply\":" + g.get("ply").asInt() + ",\"actions\":" + acts + "}", token);
    }

    void expectError(Client.Reply r, int status, String text) {
        assertThat(r.status()).as(r.body()).isEqualTo(status);
        JsonNode j = r.json();
        assertThat(j.get("error").asString()).containsIgnoringCase(text);
    }
}
