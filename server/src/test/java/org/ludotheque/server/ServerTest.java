package org.ludotheque.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** The server over real sockets, each test on its own H2 database in a temporary folder. */
class ServerTest extends ServerTestBase {

    @Test
    void twoPeoplePlayTwixtThroughAnInvitationAndOneResigns() {
        JsonNode created = create("{" + SMALL_TWIXT + ",\"opponent\":\"invite\"}");
        String id = created.get("id").asString();
        String red = created.get("tokens").get(0).asString();
        assertThat(created.get("game").get("status").asString()).isEqualTo("open");
        assertThat(client.get("/api/games?status=open").json().get("open").toString()).contains(id);

        Client.Reply joined = client.post("/api/games/" + id + "/join", "{}", null);
        assertThat(joined.status()).as(joined.body()).isEqualTo(201);
        String black = joined.json().get("tokens").get(0).asString();
        assertThat(joined.json().get("game").get("status").asString()).isEqualTo("playing");
        assertThat(client.post("/api/games/" + id + "/join", "{}", null).status()).isEqualTo(409);

        assertThat(move(id, 0, "C3", red).status()).isEqualTo(200);
        assertThat(move(id, 1, "F6", black).status()).isEqualTo(200);
        Client.Reply third = move(id, 2, "D5", red);
        assertThat(third.status()).as(third.body()).isEqualTo(200);
        JsonNode g = third.json();
        assertThat(g.get("ply").asInt()).isEqualTo(3);
        assertThat(g.get("moves").get(1).get("text").asString()).isEqualTo("F6");
        assertThat(g.get("lastMove").get("text").asString()).isEqualTo("D5");
        assertThat(g.get("toMove").get("seat").asInt()).isEqualTo(1);
        assertThat(g.get("legal").size()).isGreaterThan(10);
        assertThat(g.get("turns").size()).isEqualTo(3);
        assertThat(g.get("turns").get(2).get("text").asString()).isEqualTo("D5");

        Client.Reply resign = client.post("/api/games/" + id + "/resign", "{}", black);
        assertThat(resign.status()).as(resign.body()).isEqualTo(200);
        JsonNode end = resign.json();
        assertThat(end.get("status").asString()).isEqualTo("finished");
        assertThat(end.get("result").get("result").asString()).isEqualTo("1-0");
        assertThat(end.get("result").get("winnerSeat").asInt()).isEqualTo(0);
        assertThat(client.get("/api/games?status=finished").json().get("finished").toString()).contains(id);
        assertThat(move(id, 3, "E2", black).status()).isEqualTo(409);
    }

    @Test
    void aReplayShowsThePositionAtAnyPly() {
        JsonNode live = smallTwixtAfter("C3", "F6");
        String id = live.get("id").asString();

        JsonNode start = client.get("/api/games/" + id + "/position?ply=0").json();
        assertThat(start.get("lastMove").isNull()).isTrue();
        JsonNode one = client.get("/api/games/" + id + "/position?ply=1").json();
        assertThat(one.get("lastMove").get("text").asString()).isEqualTo("C3");
        assertThat(one.get("position").asString()).isNotEqualTo(start.get("position").asString());
        JsonNode two = client.get("/api/games/" + id + "/position?ply=2").json();
        assertThat(two.get("position").asString()).isEqualTo(live.get("position").asString());
        assertThat(two.get("board")).isEqualTo(live.get("board"));

        for (String bad : List.of("3", "-1", "x", "")) {
            Client.Reply r = client.get("/api/games/" + id + "/position?ply=" + bad);
            assertThat(r.status()).as(bad).isEqualTo(400);
            assertThat(r.json().get("error").asString()).contains("ply");
        }
        assertThat(client.get("/api/games/" + id + "/position").status()).isEqualTo(400);
        assertThat(client.get("/api/games/nosuch/position?ply=0").status()).isEqualTo(404);
    }

    @Test
    void aLineIsLookedAtFromAReplayedPositionAndNothingIsPlayed() {
        JsonNode live = smallTwixtAfter("C3", "F6");
        String id = live.get("id").asString();
        int f6 = live.get("moves").get(1).get("actions").get(0).asInt();
        int c3 = live.get("moves").get(0).get("actions").get(0).asInt();
        int d5 = actionOf(live, "D5");

        JsonNode looked = client.get("/api/games/" + id + "/position?ply=1&line=" + f6 + "," + d5).json();
        JsonNode played = client.get("/api/diagram?spec=twixt(width=8,height=8)&turn=C3&turn=F6&turn=D5").json();
        assertThat(looked.get("board")).isEqualTo(played.get("board"));
        assertThat(looked.get("position").asString()).isEqualTo(played.get("position").asString());
        assertThat(looked.get("lastMove").isNull()).isTrue();
        assertThat(looked.get("line").toString()).isEqualTo(
                "[{\"action\":" + f6 + ",\"text\":\"F6\"},{\"action\":" + d5 + ",\"text\":\"D5\"}]");
        // Without a line the replay is as before.
        assertThat(client.get("/api/games/" + id + "/position?ply=2&line=").json().get("lastMove").get("text").asString())
                .isEqualTo("F6");

        expectError(client.get("/api/games/" + id + "/position?ply=1&line=" + f6 + "," + c3), 422, "line action 2 (" + c3 + "):");
        expectError(client.get("/api/games/" + id + "/position?ply=1&line=" + f6 + ",x"), 400, "'line' must be whole numbers");
        expectError(client.get("/api/games/" + id + "/position?ply=1&line=99999"), 422, "line action 1 (99999):");
        JsonNode after = client.get("/api/games/" + id).json();
        assertThat(after.get("ply").asInt()).isEqualTo(2);
        assertThat(after.get("board")).isEqualTo(live.get("board"));
    }

    @Test
    void aGameGoesOnFromAnyOfItsPositionsAsANewGameAndStaysAsItWas() {
        JsonNode old = smallTwixtAfter("C3", "F6", "D5");
        String id = old.get("id").asString();

        // From its second move, against the computer: the side to move there (Red) is the caller's.
        Client.Reply r = client.post("/api/games/" + id + "/continue", "{\"ply\":2,\"opponent\":\"computer\",\"level\":\"1\"}", null);
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        JsonNode made = r.json().get("game");
        assertThat(made.get("id").asString()).isNotEqualTo(id);
        assertThat(made.get("ply").asInt()).isEqualTo(2);
        assertThat(made.get("moves").get(0).get("text").asString()).isEqualTo("C3");
        assertThat(made.get("moves").get(1).get("text").asString()).isEqualTo("F6");
        assertThat(made.get("spec").asString()).isEqualTo(old.get("spec").asString());
        assertThat(made.get("mode").asString()).isEqualTo("computer");
        assertThat(made.get("seats").get(0).get("you").asBoolean()).isTrue();
        assertThat(made.get("seats").get(1).get("kind").asString()).startsWith("mcts:level=1");
        assertThat(made.get("toMove").get("seat").asInt()).isZero();
        // The caller's token plays there.
        String token = r.json().get("tokens").get(0).asString();
        assertThat(move(made.get("id").asString(), 2, "E5", token).status()).isEqualTo(200);
        // The game it came from is as it was.
        JsonNode after = game(id);
        assertThat(after.get("ply").asInt()).isEqualTo(3);
        assertThat(after.get("board")).isEqualTo(old.get("board"));

        // From its end, the side to move there (Black) by default, and a seat asked for is kept.
        JsonNode black = client.post("/api/games/" + id + "/continue", "{\"opponent\":\"invite\"}", null).json().get("game");
        assertThat(black.get("ply").asInt()).isEqualTo(3);
        assertThat(black.get("seats").get(1).get("you").asBoolean()).isTrue();
        assertThat(black.get("seats").get(0).get("taken").asBoolean()).isFalse();
        JsonNode red = client.post("/api/games/" + id + "/continue", "{\"opponent\":\"invite\",\"seat\":0}", null).json().get("game");
        assertThat(red.get("seats").get(0).get("you").asBoolean()).isTrue();

        expectError(client.post("/api/games/" + id + "/continue", "{\"ply\":4}", null), 400, "ply 4 is outside the game: 0 to 3");
        expectError(client.post("/api/games/" + id + "/continue", "{\"ply\":\"two\"}", null), 400, "'ply' must be a whole number");
        expectError(client.post("/api/games/" + id + "/continue", "{\"opponent\":\"cat\"}", null), 400, "unknown opponent 'cat'");
        expectError(client.post("/api/games/nosuch/continue", "{}", null), 404, "");
    }

    @Test
    void aGameBetweenPeopleGoesOnElsewhereOnlyOnceItIsOverAndNeverFromAnEndByTheRules() {
        InvitedGame invited = invitedAndJoined(SMALL_TWIXT);
        assertThat(move(invited.id(), 0, "C3", invited.red()).status()).isEqualTo(200);
        expectError(client.post("/api/games/" + invited.id() + "/continue", "{\"ply\":1,\"opponent\":\"computer\"}", null),
                409, "once it is over");
        // A resignation ends the game, not the position: its last position goes on.
        assertThat(client.post("/api/games/" + invited.id() + "/resign", "{}", invited.black()).status()).isEqualTo(200);
        Client.Reply r = client.post("/api/games/" + invited.id() + "/continue", "{\"opponent\":\"local\"}", null);
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        assertThat(r.json().get("tokens")).hasSize(2);
        assertThat(r.json().get("game").get("result").isNull()).isTrue();
        assertThat(r.json().get("game").get("ply").asInt()).isEqualTo(1);

        JsonNode over = playToTheEnd(local("\"game\":\"wykersham\""));
        int end = over.get("ply").asInt();
        expectError(client.post("/api/games/" + over.get("id").asString() + "/continue", "{}", null), 409,
                "the game is over at ply " + end);
    }

    @Test
    void aSwapOfSidesAndTheDiceAreCarriedIntoTheNewGame() {
        // TwixT: after Black's swap the first player holds Black and moves next.
        JsonNode swapped = smallTwixtAfter("C3", "swap");
        JsonNode on = client.post("/api/games/" + swapped.get("id").asString() + "/continue", "{\"opponent\":\"invite\"}", null)
                .json().get("game");
        assertThat(on.get("moves").get(1).get("text").asString()).isEqualTo("swap");
        int seat = swapped.get("toMove").get("seat").asInt();
        assertThat(on.get("toMove").get("seat").asInt()).isEqualTo(seat);
        assertThat(on.get("seats").get(seat).get("you").asBoolean()).isTrue();

        // Wykersham: its rolls so far are the new game's; the next roll is the server's.
        LocalGame w = local("\"game\":\"wykersham\"");
        for (int i = 0; i < 3; i++) {
            assertThat(playFirstLegal(w.id(), w.both()).status()).isEqualTo(200);
        }
        JsonNode played = game(w.id());
        JsonNode copy = client.post("/api/games/" + w.id() + "/continue", "{\"opponent\":\"local\"}", null).json().get("game");
        for (int i = 0; i < played.get("ply").asInt(); i++) {
            assertThat(copy.get("moves").get(i).get("text")).isEqualTo(played.get("moves").get(i).get("text"));
        }
        assertThat(copy.get("ply").asInt()).isEqualTo(played.get("ply").asInt());
        assertThat(copy.get("toMove").get("seat")).isEqualTo(played.get("toMove").get("seat"));
        // From before a roll that was made: the new game rolls for itself.
        int lastRoll = played.get("ply").asInt() - 1;
        assertThat(played.get("moves").get(lastRoll).get("kind").asString()).isEqualTo("roll");
        JsonNode before = client.post("/api/games/" + w.id() + "/continue", "{\"ply\":" + lastRoll + ",\"opponent\":\"computer\"}", null)
                .json().get("game");
        assertThat(before.get("ply").asInt()).isEqualTo(lastRoll + 1);
        assertThat(before.get("moves").get(lastRoll).get("kind").asString()).isEqualTo("roll");
        assertThat(before.get("toMove").get("seat")).isEqualTo(played.get("toMove").get("seat"));
        assertThat(before.get("seats").get(played.get("toMove").get("seat").asInt()).get("you").asBoolean()).isTrue();
    }

    Client.Reply rematch(String id, String token) {
        return client.post("/api/games/" + id + "/rematch", "{}", token);
    }

    @Test
    void aRematchAgainstTheComputerExchangesTheSeatsAtOnce() {
        JsonNode created = create("{" + SMALL_TWIXT + ",\"opponent\":\"computer\",\"level\":\"1\"}");
        String id = created.get("id").asString();
        String me = created.get("tokens").get(0).asString();
        expectError(rematch(id, me), 409, "once the game is over");
        assertThat(client.post("/api/games/" + id + "/resign", "{}", me).status()).isEqualTo(200);
        expectError(rematch(id, null), 403, "no seat");

        Client.Reply r = rematch(id, me);
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        JsonNode again = r.json().get("game");
        assertThat(again.get("spec").asString()).isEqualTo(created.get("game").get("spec").asString());
        assertThat(again.get("mode").asString()).isEqualTo("computer");
        assertThat(again.get("seats").get(1).get("you").asBoolean()).as("who moved first moves second").isTrue();
        assertThat(again.get("seats").get(0).get("kind").asString()).startsWith("mcts:level=1");
        assertThat(game(id).get("rematch").toString()).isEqualTo("{\"by\":0,\"accepted\":true}");
        assertThat(game(id).get("offers").get("rematch").isNull()).as("nothing to accept").isTrue();
        // Asked again: the same rematch and the same seat.
        JsonNode same = rematch(id, me).json();
        assertThat(same.get("id").asString()).isEqualTo(again.get("id").asString());
        assertThat(same.get("tokens").get(0).asString()).isEqualTo(r.json().get("tokens").get(0).asString());
    }

    @Test
    void aRematchBetweenPeopleIsOfferedByOneAndTakenByTheOther() {
        InvitedGame invited = invitedAndJoined(SMALL_TWIXT);
        assertThat(move(invited.id(), 0, "C3", invited.red()).status()).isEqualTo(200);
        assertThat(client.post("/api/games/" + invited.id() + "/resign", "{}", invited.black()).status()).isEqualTo(200);
        assertThat(game(invited.id()).get("offers").get("rematch").isNull()).isTrue();

        // Black asks first: Black moves first in the rematch, its other seat open for Red.
        Client.Reply offer = rematch(invited.id(), invited.black());
        assertThat(offer.status()).as(offer.body()).isEqualTo(201);
        JsonNode made = offer.json().get("game");
        String newId = made.get("id").asString();
        assertThat(made.get("status").asString()).isEqualTo("open");
        assertThat(made.get("seats").get(0).get("you").asBoolean()).isTrue();
        assertThat(made.get("seats").get(1).get("taken").asBoolean()).isFalse();
        assertThat(game(invited.id()).get("offers").get("rematch").asInt()).isEqualTo(1);

        // The offer outlives a restart; Red takes the open seat by asking too.
        restart();
        assertThat(game(invited.id()).get("offers").get("rematch").asInt()).isEqualTo(1);
        Client.Reply taken = rematch(invited.id(), invited.red());
        assertThat(taken.status()).as(taken.body()).isEqualTo(201);
        assertThat(taken.json().get("id").asString()).isEqualTo(newId);
        assertThat(game(invited.id()).get("offers").get("rematch").isNull()).isTrue();
        assertThat(game(invited.id()).get("rematch").toString()).isEqualTo("{\"by\":1,\"accepted\":true}");
        String redThere = taken.json().get("tokens").get(0).asString();
        JsonNode playing = taken.json().get("game");
        assertThat(playing.get("status").asString()).isEqualTo("playing");
        assertThat(playing.get("seats").get(1).get("you").asBoolean()).isTrue();
        assertThat(move(newId, 0, "D4", offer.json().get("tokens").get(0).asString()).status()).isEqualTo(200);
        assertThat(move(newId, 1, "E5", redThere).status()).isEqualTo(200);
        // Each asking again gets their own seat back.
        assertThat(rematch(invited.id(), invited.red()).json().get("tokens").get(0).asString()).isEqualTo(redThere);
        assertThat(rematch(invited.id(), invited.black()).json().get("tokens").get(0).asString())
                .isEqualTo(offer.json().get("tokens").get(0).asString());
    }

    @Test
    void aRematchSeatTakenFromTheLobbyIsNotHandedToTheOtherPlayer() {
        InvitedGame invited = invitedAndJoined(SMALL_TWIXT);
        assertThat(client.post("/api/games/" + invited.id() + "/resign", "{}", invited.red()).status()).isEqualTo(200);
        String newId = rematch(invited.id(), invited.red()).json().get("id").asString();
        // Someone else joins the open rematch first (open invitations are listed in the lobby).
        String stranger = client.post("/api/games/" + newId + "/join", "{}", null).json().get("tokens").get(0).asString();
        expectError(rematch(invited.id(), invited.black()), 409, "taken by someone else");
        assertThat(game(invited.id()).get("offers").get("rematch").asInt()).isZero();
        Client.Reply again = rematch(invited.id(), invited.red());
        assertThat(again.status()).isEqualTo(201);
        assertThat(again.json().get("tokens").get(0).asString()).isNotEqualTo(stranger);
    }

    @Test
    void aRematchOnOneScreenIsAnotherGameOnOneScreen() {
        LocalGame local = local(SMALL_TWIXT);
        assertThat(move(local.id(), 0, "C3", local.both()).status()).isEqualTo(200);
        assertThat(client.post("/api/games/" + local.id() + "/resign", "{}", local.both()).status()).isEqualTo(200);
        Client.Reply r = rematch(local.id(), local.both());
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        assertThat(r.json().get("tokens")).hasSize(2);
        assertThat(r.json().get("game").get("mode").asString()).isEqualTo("local");
        assertThat(r.json().get("game").get("status").asString()).isEqualTo("playing");
        String both = r.json().get("tokens").get(0).asString() + "," + r.json().get("tokens").get(1).asString();
        assertThat(move(r.json().get("id").asString(), 0, "D4", both).status()).isEqualTo(200);
    }

    static int actionOf(JsonNode view, String text) {
        for (JsonNode l : view.get("legal")) {
            if (l.get("text").asString().equals(text)) {
                return l.get("action").asInt();
            }
        }
        throw new AssertionError(text + " is not legal");
    }

    @Test
    void aRulesDiagramIsAPositionPlayedFromTurns() {
        Client.Reply r = client.get("/api/diagram?spec=twixt(width=8,height=8)&turn=C3&turn=F6&turn=D5");
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        assertThat(r.json().get("spec").asString()).startsWith("twixt(");
        assertThat(r.json().get("legal").size()).isGreaterThan(10);
        assertThat(r.json().get("position").asString()).contains("Black to move");

        Client.Reply noSpec = client.get("/api/diagram?turn=C3");
        assertThat(noSpec.status()).isEqualTo(400);
        assertThat(noSpec.json().get("error").asString()).contains("spec");
        Client.Reply badSpec = client.get("/api/diagram?spec=chess");
        assertThat(badSpec.status()).isEqualTo(422);
        assertThat(badSpec.json().get("error").asString()).contains("chess");
        Client.Reply badTurn = client.get("/api/diagram?spec=twixt(width=8,height=8)&turn=C3&turn=C3");
        assertThat(badTurn.status()).isEqualTo(422);
        assertThat(badTurn.json().get("error").asString()).contains("turn 2 'C3'");
    }

    @Test
    void theLevelsOfASetUpFollowItsBoardSize() {
        Client.Reply standard = client.get("/api/levels?spec=twixt(ruleset=t1)");
        assertThat(standard.status()).as(standard.body()).isEqualTo(200);
        assertThat(standard.json().get("levels").size()).isEqualTo(7);
        assertThat(standard.json().get("levels").get(3).get("description").asString())
                .isEqualTo("level 4 (club): 100 playouts, focused, noisy choice (T=0.0875)");
        // TwixT's small boards play their own row; the spec comes back in full.
        Client.Reply small = client.get("/api/levels?spec=" + java.net.URLEncoder.encode("twixt(ruleset=t1,width=12,height=12)",
                java.nio.charset.StandardCharsets.UTF_8));
        assertThat(small.json().get("spec").asString()).contains("width=12").contains("height=12");
        assertThat(small.json().get("levels").get(3).get("level").asInt()).isEqualTo(4);
        assertThat(small.json().get("levels").get(3).get("description").asString())
                .isEqualTo("level 4 (club): 150 playouts, focused, noisy choice (T=0.0875)");

        expectError(client.get("/api/levels"), 400, "spec");
        expectError(client.get("/api/levels?spec=twixt(width=abc)"), 422, "width");
    }

    @Test
    void aTwixtGamePlayedToItsEndByTheRules() {
        JsonNode g = playToTheEnd(local("\"game\":\"twixt\",\"options\":{\"width\":\"5\",\"height\":\"5\"}"));
        assertThat(g.get("result").isNull()).isFalse();
        assertThat(g.get("status").asString()).isEqualTo("finished");
    }

    @Test
    void drawOfferAndAcceptAndTakebackBetweenPeople() {
        InvitedGame invited = invitedAndJoined(SMALL_TWIXT);
        String id = invited.id();
        String red = invited.red();
        String black = invited.black();
        assertThat(move(id, 0, "C3", red).status()).isEqualTo(200);
        assertThat(move(id, 1, "F6", black).status()).isEqualTo(200);

        Client.Reply ask = client.post("/api/games/" + id + "/takeback", "{}", black);
        assertThat(ask.status()).as(ask.body()).isEqualTo(200);
        assertThat(ask.json().get("offers").get("takeback").asInt()).isEqualTo(1);
        assertThat(client.post("/api/games/" + id + "/takeback/accept", "{}", black).status()).isEqualTo(409);
        Client.Reply taken = client.post("/api/games/" + id + "/takeback/accept", "{}", red);
        assertThat(taken.status()).as(taken.body()).isEqualTo(200);
        assertThat(taken.json().get("ply").asInt()).isEqualTo(1);
        assertThat(move(id, 1, "E5", black).status()).isEqualTo(200);

        assertThat(client.post("/api/games/" + id + "/draw", "{}", red).json().get("offers").get("draw").asInt()).isZero();
        Client.Reply declined = client.post("/api/games/" + id + "/decline", "{}", black);
        assertThat(declined.status()).as(declined.body()).isEqualTo(200);
        assertThat(declined.json().get("offers").get("draw").isNull()).isTrue();
        expectError(client.post("/api/games/" + id + "/draw/accept", "{}", black), 409, "no draw offer");
        assertThat(client.post("/api/games/" + id + "/draw", "{}", red).status()).isEqualTo(200);
        Client.Reply drawn = client.post("/api/games/" + id + "/draw/accept", "{}", black);
        assertThat(drawn.status()).as(drawn.body()).isEqualTo(200);
        assertThat(drawn.json().get("result").get("result").asString()).isEqualTo("1/2-1/2");
    }

    @Test
    void theComputerReplies() throws Exception {
        JsonNode created = create("{" + SMALL_TWIXT + ",\"opponent\":\"computer\",\"level\":\"1\"}");
        String id = created.get("id").asString();
        String me = created.get("tokens").get(0).asString();
        assertThat(created.get("game").get("seats").get(1).get("kind").asString()).isEqualTo("mcts:level=1");
        assertThat(move(id, 0, "C3", me).status()).isEqualTo(200);
        JsonNode g = waitForPly(id, 2);
        assertThat(g.get("moves").get(1).get("seat").asInt()).isEqualTo(1);
        assertThat(g.get("toMove").get("seat").asInt()).isZero();

        // Takeback at will against the computer: my move and its reply go.
        Client.Reply back = client.post("/api/games/" + id + "/takeback", "{}", me);
        assertThat(back.status()).as(back.body()).isEqualTo(200);
        assertThat(back.json().get("ply").asInt()).isZero();
        assertThat(client.post("/api/games/" + id + "/draw", "{}", me).status()).isEqualTo(422);
    }

    JsonNode waitForPly(String id, int ply) throws InterruptedException {
        for (int i = 0; i < 300; i++) {
            JsonNode g = game(id);
            if (g.get("ply").asInt() >= ply) {
                return g;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the game did not reach ply " + ply);
    }

    @Test
    void aSpectatorSeesMovesLive() throws Exception {
        JsonNode created = create("{" + SMALL_TWIXT + ",\"opponent\":\"local\"}");
        String id = created.get("id").asString();
        String both = created.get("tokens").get(0).asString() + "." + created.get("tokens").get(1).asString();
        Client.Socket watcher = client.watch(id);
        JsonNode first = watcher.next(10);
        assertThat(first.get("type").asString()).isEqualTo("state");
        assertThat(first.get("game").get("ply").asInt()).isZero();

        assertThat(move(id, 0, "C3", both).status()).isEqualTo(200);
        JsonNode update = watcher.next(10);
        assertThat(update.get("type").asString()).isEqualTo("update");
        assertThat(update.get("events").get(0).get("text").asString()).isEqualTo("C3");
        assertThat(update.get("game").get("ply").asInt()).isEqualTo(1);
        assertThat(move(id, 1, "F6", both).status()).isEqualTo(200);
        assertThat(watcher.next(10).get("events").get(0).get("text").asString()).isEqualTo("F6");

        // A client that connects again gets the whole game.
        Client.Socket again = client.watch(id);
        JsonNode state = again.next(10);
        assertThat(state.get("game").get("ply").asInt()).isEqualTo(2);
        assertThat(state.get("game").get("moves").get(0).get("text").asString()).isEqualTo("C3");
        assertThat(server.openSockets()).isEqualTo(2);
        watcher.close();
        again.close();
        for (int i = 0; i < 50 && server.openSockets() > 0; i++) {
            Thread.sleep(100);
        }
        assertThat(server.openSockets()).isZero();

        Client.Socket nowhere = client.watch("nosuchgame");
        JsonNode err = nowhere.next(10);
        assertThat(err.get("type").asString()).isEqualTo("error");
        assertThat(err.get("status").asInt()).isEqualTo(404);
    }

    /** Updates carry the legal moves only to the sockets holding the seat to move. */
    @Test
    void onlyTheSeatToMoveIsSentItsLegalMoves() throws Exception {
        InvitedGame invited = invitedAndJoined(SMALL_TWIXT);
        String id = invited.id();
        Client.Socket red = client.watch(id, invited.red());
        Client.Socket black = client.watch(id, invited.black());
        Client.Socket spectator = client.watch(id);
        for (Client.Socket s : List.of(red, black, spectator)) {
            assertThat(s.next(10).get("type").asString()).isEqualTo("state");
        }
        assertThat(move(id, 0, "C3", invited.red()).status()).isEqualTo(200);
        JsonNode toBlack = black.next(10).get("game");
        assertThat(toBlack.get("toMove").get("colour").asString()).isEqualTo("black");
        assertThat(toBlack.get("legal").size()).isGreaterThan(10);
        assertThat(red.next(10).get("game").get("legal")).isEmpty();
        JsonNode toSpectator = spectator.next(10).get("game");
        assertThat(toSpectator.get("legal")).isEmpty();
        assertThat(toSpectator.get("ply").asInt()).isEqualTo(1);

        assertThat(move(id, 1, "F6", invited.black()).status()).isEqualTo(200);
        assertThat(red.next(10).get("game").get("legal").size()).isGreaterThan(10);
        assertThat(black.next(10).get("game").get("legal")).isEmpty();
        assertThat(spectator.next(10).get("game").get("legal")).isEmpty();
        red.close();
        black.close();
        spectator.close();
    }

    @Test
    void aRestartLosesNothing() {
        InvitedGame invited = invitedAndJoined(SMALL_TWIXT);
        String id = invited.id();
        String red = invited.red();
        String black = invited.black();
        assertThat(move(id, 0, "C3", red).status()).isEqualTo(200);
        assertThat(move(id, 1, "F6", black).status()).isEqualTo(200);

        restart();

        JsonNode g = game(id);
        assertThat(g.get("ply").asInt()).isEqualTo(2);
        assertThat(g.get("moves").get(1).get("text").asString()).isEqualTo("F6");
        assertThat(g.get("status").asString()).isEqualTo("playing");
        assertThat(move(id, 2, "D5", black).status()).isEqualTo(403);
        Client.Reply r = move(id, 2, "D5", red);
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        assertThat(r.json().get("ply").asInt()).isEqualTo(3);
    }

    @Test
    void concurrentSubmissionsForOnePlyOneWins() throws Exception {
        LocalGame local = local(SMALL_TWIXT);
        String id = local.id();
        String both = local.both();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            for (int round = 0; round < 3; round++) {
                int ply = round;
                CountDownLatch go = new CountDownLatch(1);
                String[] moves = round == 0 ? new String[] {"C3", "D4"} : round == 1 ? new String[] {"F6", "E6"}
                        : new String[] {"C6", "B6"};
                List<Future<Client.Reply>> replies = new ArrayList<>();
                for (String m : moves) {
                    replies.add(pool.submit(() -> {
                        go.await();
                        return move(id, ply, m, both);
                    }));
                }
                go.countDown();
                List<Integer> statuses = new ArrayList<>();
                for (Future<Client.Reply> f : replies) {
                    statuses.add(f.get().status());
                }
                assertThat(statuses).containsExactlyInAnyOrder(200, 409);
                assertThat(game(id).get("ply").asInt()).isEqualTo(ply + 1);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void badInputIsRefusedWithAMessageAndChangesNothing() {
        InvitedGame invited = invitedAndJoined(SMALL_TWIXT);
        String id = invited.id();
        String red = invited.red();
        String black = invited.black();
        assertThat(move(id, 0, "C3", red).status()).isEqualTo(200);

        expectError(client.post("/api/games/" + id + "/moves", "{\"ply\": 1, \"move\": ", black), 400, "malformed JSON");
        expectError(client.post("/api/games/" + id + "/moves", "[1,2]", black), 400, "JSON object");
        expectError(client.post("/api/games/" + id + "/moves", "{\"move\":\"f6\"}", black), 400, "ply");
        expectError(client.get("/api/games/nosuchgame"), 404, "no game");
        expectError(move("nosuchgame", 1, "F6", black), 404, "no game");
        expectError(client.post("/api/games", "{\"game\":\"chess\"}", null), 422, "unknown game");
        expectError(client.post("/api/games", "{\"game\":\"twixt\",\"options\":{\"width\":\"99\"}}", null), 422, "width");
        expectError(move(id, 1, "F6", red), 403, "not your turn");
        expectError(move(id, 1, "F6", "forged-token"), 403, "no seat");
        expectError(move(id, 1, "F6", null), 403, "no seat");
        expectError(move(id, 0, "F6", black), 409, "stale ply");
        expectError(move(id, 1, "C3", black), 422, "");
        expectError(move(id, 1, "zz99", black), 422, "");
        String moves = "/api/games/" + id + "/moves";
        expectError(client.post(moves, "{\"ply\":\"1\",\"move\":\"F6\"}", black), 400, "'ply' must be a whole number");
        expectError(client.post(moves, "{\"ply\":1,\"actions\":\"F6\"}", black), 400, "'actions' must be an array");
        expectError(client.post(moves, "{\"ply\":1,\"move\":\"F6\",\"actions\":[1]}", black), 400, "not both");
        expectError(client.post("/api/games/" + id + "/resign", "{\"seat\":7}", black), 400, "'seat' must be 0");
        expectError(client.post("/api/games/" + id + "/resign", "{\"seat\":0}", black), 403, "you do not hold seat 0");
        expectError(client.post("/api/games/" + id + "/draw", "{\"seat\":\"1\"}", black), 400, "'seat' must be 0");
        expectError(client.get("/api/games/" + id + "/legal?after=,,"), 400, "'after' must be whole numbers");
        for (int size : new int[] {20_000, 20_000, 20_000, 1_000_000}) {
            String huge = "{\"ply\":1,\"move\":\"" + "x".repeat(size) + "\"}";
            expectError(client.post("/api/games/" + id + "/moves", huge, black), 413, "too large");
        }

        JsonNode g = game(id);
        assertThat(g.get("ply").asInt()).isEqualTo(1);
        assertThat(g.get("moves").size()).isEqualTo(1);
        assertThat(g.get("status").asString()).isEqualTo("playing");
        assertThat(g.get("offers").get("draw").isNull()).isTrue();
        assertThat(move(id, 1, "F6", black).status()).isEqualTo(200);
    }

    @Test
    void wykershamDiceAreRolledByTheServerAndStored() {
        LocalGame local = local("\"game\":\"wykersham\"");
        String id = local.id();
        String both = local.both();
        JsonNode g = local.created().get("game");
        // The starting roll and the first turn's roll are made at once.
        assertThat(g.get("moves").size()).isGreaterThanOrEqualTo(2);
        for (JsonNode m : g.get("moves")) {
            assertThat(m.get("dice").asBoolean()).isTrue();
            assertThat(m.get("kind").asString()).isEqualTo("roll");
        }
        assertThat(g.get("toMove").isNull()).isFalse();
        int ply = g.get("ply").asInt();
        // A player may not bring dice of their own.
        expectError(move(id, ply, "6-6: 6@0 ; 6@1", both), 422, "");

        Client.Reply r = playFirstLegal(id, both);
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        JsonNode after = r.json();
        JsonNode moves = after.get("moves");
        assertThat(moves.get(ply).get("kind").asString()).isEqualTo("move");
        assertThat(moves.get(ply).get("dice").asBoolean()).isFalse();
        assertThat(moves.get(moves.size() - 1).get("dice").asBoolean()).isTrue();

        JsonNode turns = after.get("turns");
        assertThat(turns.get(0).get("text").asString()).startsWith("start " + moves.get(0).get("text").asString() + ", "
                + moves.get(1).get("text").asString() + ": ");
        assertThat(turns.get(0).get("firstPly").asInt()).isZero();
        assertThat(turns.get(0).get("lastPly").asInt()).isEqualTo(ply);

        restart();
        JsonNode reloaded = game(id);
        assertThat(reloaded.get("moves").toString()).isEqualTo(moves.toString());
        String record = client.get("/api/games/" + id + "/record").body();
        assertThat(record).contains("start " + moves.get(0).get("text").asString().replace("start ", ""));
    }

    @Test
    void recordsDownloadInEveryFormatAndUploadForReviewOrToContinue() {
        JsonNode g = smallTwixtAfter("C3", "F6");
        String id = g.get("id").asString();
        for (JsonNode f : g.get("recordFormats")) {
            Client.Reply r = client.get("/api/games/" + id + "/record?format=" + f.asString());
            assertThat(r.status()).as(f + ": " + r.body()).isIn(200, 422);
        }
        expectError(client.get("/api/games/" + id + "/record?format=pdf"), 404, "unknown record format");
        String record = client.get("/api/games/" + id + "/record").body();

        JsonNode review = client.post("/api/records", Json.write(Json.object().put("game", "twixt")
                .put("record", record).put("mode", "review")), null).json();
        assertThat(review.get("game").get("status").asString()).isEqualTo("review");
        assertThat(review.get("game").get("ply").asInt()).isEqualTo(2);

        Client.Reply cont = client.post("/api/records", Json.write(Json.object().put("game", "twixt")
                .put("record", record).put("mode", "continue").put("opponent", "local")), null);
        assertThat(cont.status()).as(cont.body()).isEqualTo(201);
        String id2 = cont.json().get("id").asString();
        String tokens2 = cont.json().get("tokens").get(0).asString() + "," + cont.json().get("tokens").get(1).asString();
        assertThat(move(id2, 2, "D5", tokens2).status()).isEqualTo(200);
        // Against the computer, the uploader plays the side to move at the record's end by default.
        String oneMove = "[Game \"TwixT\"]\n[Width \"8\"]\n[Height \"8\"]\n\n1. C3 *\n";
        JsonNode black = client.post("/api/records", Json.write(Json.object().put("game", "twixt").put("record", oneMove)
                .put("mode", "continue").put("opponent", "computer").put("level", "1")), null).json().get("game");
        assertThat(black.get("seats").get(1).get("you").asBoolean()).isTrue();
        assertThat(black.get("seats").get(0).get("kind").asString()).startsWith("mcts:level=1");
        assertThat(black.get("toMove").get("seat").asInt()).isEqualTo(1);
        expectError(client.post("/api/records", "{\"game\":\"twixt\",\"record\":\"1. zz\"}", null), 422, "");
    }

    @Test
    void thePieRuleExchangesTheSeats() {
        JsonNode created = create("{" + SMALL_TWIXT + ",\"opponent\":\"invite\"}");
        String id = created.get("id").asString();
        String first = created.get("tokens").get(0).asString();
        String second = client.post("/api/games/" + id + "/join", "{}", null).json().get("tokens").get(0).asString();
        assertThat(move(id, 0, "C3", first).status()).isEqualTo(200);
        JsonNode g = game(id);
        String swap = null;
        for (JsonNode l : g.get("legal")) {
            if (l.get("text").asString().toLowerCase(java.util.Locale.ROOT).contains("swap")) {
                swap = l.get("text").asString();
            }
        }
        assertThat(swap).as(g.get("legal").toString()).isNotNull();
        Client.Reply r = move(id, 1, swap, second);
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        JsonNode after = r.json();
        // The second person now holds the first colour; the first person moves next, with the other colour.
        assertThat(after.get("seats").get(1).get("colour").asString()).isEqualTo(g.get("seats").get(0).get("colour").asString());
        assertThat(after.get("toMove").get("seat").asInt()).isZero();
        assertThat(move(id, 2, "F6", second).status()).isEqualTo(403);
        assertThat(move(id, 2, "F6", first).status()).isEqualTo(200);

        restart();
        assertThat(game(id).get("seats").get(1).get("colour").asString())
                .isEqualTo(g.get("seats").get(0).get("colour").asString());
    }

    @Test
    void theComputerMovesFirstWhenThePersonTakesTheSecondSeat() throws Exception {
        JsonNode created = create("{\"game\":\"thoughtwave\",\"opponent\":\"computer\",\"computer\":\"mcts:playouts=30\",\"seat\":1}");
        String id = created.get("id").asString();
        JsonNode g = waitForPly(id, 1);
        assertThat(g.get("moves").get(0).get("seat").asInt()).isZero();
        assertThat(g.get("toMove").get("seat").asInt()).isEqualTo(1);
        // A limit by playouts alone gets the server's cap on the time beside it.
        assertThat(g.get("seats").get(0).get("kind").asString()).isEqualTo("mcts:playouts=30,seconds=10");
        expectError(client.post("/api/games", "{\"game\":\"twixt\",\"opponent\":\"computer\",\"level\":\"99\"}", null), 422, "level");
        int cores = Runtime.getRuntime().availableProcessors();
        expectError(client.post("/api/games", "{\"game\":\"twixt\",\"opponent\":\"computer\",\"computer\":\"mcts:threads="
                + (cores + 1) + "\"}", null), 422, "computer: at most " + cores + " threads on this server");
        expectError(client.post("/api/games", "{\"game\":\"twixt\",\"opponent\":\"computer\",\"computer\":\"uct:seconds=60\"}",
                null), 422, "computer: at most 10 seconds a decision on this server");
        expectError(client.post("/api/games", "{\"game\":\"wykersham\",\"opponent\":\"computer\",\"level\":\"8\"}", null), 422,
                "wykersham: level 8 is out of range; allowed: 1 to 7 or max");
    }

    @Test
    void unknownApiPathsAndTheHomePage() {
        expectError(client.get("/api/nothing"), 404, "not found");
        Client.Reply home = client.get("/");
        assertThat(home.status()).isEqualTo(200);
        assertThat(home.body()).contains("Ludotheque");
        Client.Reply page = client.get("/game/abc123");
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.body()).contains("<html");
        Client.Reply meta = client.get("/api/meta");
        assertThat(meta.json().get("games").size()).isEqualTo(3);
        // Each game lists its computer levels, 1 to the maximum.
        java.util.Map<String, Integer> levels = new java.util.TreeMap<>();
        for (JsonNode g : meta.json().get("games")) {
            JsonNode ls = g.get("levels");
            levels.put(g.get("id").asString(), ls.size());
            assertThat(ls.get(ls.size() - 1).get("description").asString()).contains("(maximum)");
        }
        assertThat(levels).containsExactlyEntriesOf(new java.util.TreeMap<>(java.util.Map.of("thoughtwave", 7, "twixt", 7, "wykersham", 7)));
        expectError(client.get("/api/games?status=lost"), 400, "unknown status");
    }

    @Test
    void aBrowserPlaysWithTheCookieItWasGiven() throws Exception {
        Client red = new Client(server.port(), true);
        Client black = new Client(server.port(), true);
        Client.Reply created = red.post("/api/games", "{" + SMALL_TWIXT + ",\"opponent\":\"invite\"}", null);
        String id = created.json().get("id").asString();
        Client.Reply joined = black.post("/api/games/" + id + "/join", "{}", null);
        assertThat(joined.status()).as(joined.body()).isEqualTo(201);
        assertThat(red.post("/api/games/" + id + "/moves", "{\"ply\":0,\"move\":\"C3\"}", null).status()).isEqualTo(200);
        assertThat(red.post("/api/games/" + id + "/moves", "{\"ply\":1,\"move\":\"F6\"}", null).status()).isEqualTo(403);
        assertThat(black.post("/api/games/" + id + "/moves", "{\"ply\":1,\"move\":\"F6\"}", null).status()).isEqualTo(200);
        JsonNode seen = black.get("/api/games/" + id).json();
        assertThat(seen.get("seats").get(1).get("you").asBoolean()).isTrue();
        assertThat(seen.get("seats").get(0).get("you").asBoolean()).isFalse();
        assertThat(client.get("/api/games/" + id).json().get("seats").get(1).get("you").asBoolean()).isFalse();
    }

    @Test
    void aWykershamGameAgainstTheComputer() throws Exception {
        JsonNode created = create("{\"game\":\"wykersham\",\"opponent\":\"computer\",\"computer\":\"mcts:playouts=20\"}");
        String id = created.get("id").asString();
        String me = created.get("tokens").get(0).asString();
        JsonNode g = waitFor(id, x -> !x.get("toMove").isNull() && x.get("toMove").get("seat").asInt() == 0);
        int before = g.get("ply").asInt();
        Client.Reply r = playFirstLegal(id, me);
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        JsonNode after = waitFor(id, x -> x.get("ply").asInt() > before + 1
                && !x.get("toMove").isNull() && x.get("toMove").get("seat").asInt() == 0);
        long computerTurns = 0;
        for (JsonNode m : after.get("moves")) {
            if (m.get("kind").asString().equals("move") && m.get("seat").asInt() == 1) {
                computerTurns++;
            }
        }
        assertThat(computerTurns).isPositive();
        // Each turn of a player follows the server's roll.
        JsonNode moves = after.get("moves");
        for (int i = 0; i < moves.size(); i++) {
            if (moves.get(i).get("kind").asString().equals("move")) {
                assertThat(moves.get(i - 1).get("kind").asString()).isEqualTo("roll");
            }
        }
    }

    JsonNode waitFor(String id, java.util.function.Predicate<JsonNode> done) throws InterruptedException {
        for (int i = 0; i < 300; i++) {
            JsonNode g = game(id);
            if (done.test(g)) {
                return g;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the game never got there: " + game(id));
    }

    @Test
    void aDataFolderThatIsAFileIsRefusedInWords() throws Exception {
        Path file = Files.writeString(dir.resolve("not-a-folder"), "text");
        assertThatThrownBy(() -> LudoServer.start(LudoServer.Config.defaults().withPort(0).withDataDir(file)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("cannot create the data folder " + file + ": " + file + " is a file, not a directory");
    }

    @Test
    void manyComputerGamesWaitTheirTurnAndTheServerStaysResponsive() throws Exception {
        server.close();
        server = LudoServer.start(new LudoServer.Config(0, databaseUrl("db2"), dir, 16 * 1024, 1, 1));
        client = new Client(server.port());
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            ids.add(create("{\"game\":\"thoughtwave\",\"opponent\":\"computer\",\"computer\":\"mcts:playouts=300\",\"seat\":1}")
                    .get("id").asString());
        }
        long t0 = System.nanoTime();
        assertThat(client.get("/api/meta").status()).isEqualTo(200);
        assertThat(client.get("/api/games?status=playing").json().get("playing").size()).isEqualTo(5);
        assertThat((System.nanoTime() - t0) / 1_000_000).isLessThan(5_000);
        for (String id : ids) {
            assertThat(waitForPly(id, 1).get("toMove").get("seat").asInt()).isEqualTo(1);
        }
    }

    @Test
    void aComputerThinkingWhenTheServerStopsRepliesAfterTheRestart() throws Exception {
        JsonNode created = create("{\"game\":\"thoughtwave\",\"opponent\":\"computer\",\"computer\":\"mcts:seconds=0.5\",\"seat\":1}");
        String id = created.get("id").asString();
        restart();
        JsonNode g = waitForPly(id, 1);
        assertThat(g.get("moves").get(0).get("seat").asInt()).isZero();
        assertThat(g.get("moves").size()).isEqualTo(1);
    }

    @Test
    void playersMayPlayOverTheirSocket() throws Exception {
        InvitedGame invited = invitedAndJoined(SMALL_TWIXT);
        String id = invited.id();
        String red = invited.red();
        String black = invited.black();
        Client.Socket redSocket = client.watch(id, red);
        Client.Socket spectator = client.watch(id);
        assertThat(redSocket.next(10).get("game").get("seats").get(0).get("you").asBoolean()).isTrue();
        assertThat(spectator.next(10).get("game").get("seats").get(0).get("you").asBoolean()).isFalse();

        client.sendText(redSocket, "{\"type\":\"move\",\"ply\":0,\"move\":\"C3\"}");
        JsonNode update = redSocket.next(10);
        assertThat(update.get("events").get(0).get("text").asString()).isEqualTo("C3");
        JsonNode ack = redSocket.next(10);
        assertThat(ack.get("type").asString()).isEqualTo("ack");
        assertThat(ack.get("ply").asInt()).isEqualTo(1);
        assertThat(spectator.next(10).get("events").get(0).get("text").asString()).isEqualTo("C3");

        client.sendText(spectator, "{\"type\":\"move\",\"ply\":1,\"move\":\"F6\"}");
        JsonNode refused = spectator.next(10);
        assertThat(refused.get("type").asString()).isEqualTo("error");
        assertThat(refused.get("status").asInt()).isEqualTo(403);
        client.sendText(spectator, "{\"type\":\"move\",\"ply\":1,\"move\":\"F6\",\"token\":\"" + black + "\"}");
        assertThat(spectator.next(10).get("events").get(0).get("text").asString()).isEqualTo("F6");
        assertThat(spectator.next(10).get("type").asString()).isEqualTo("ack");
        client.sendText(redSocket, "{\"type\":");
        assertThat(redSocket.next(10).get("events").get(0).get("text").asString()).isEqualTo("F6");
        JsonNode malformed = redSocket.next(10);
        assertThat(malformed.get("status").asInt()).isEqualTo(400);
        redSocket.close();
        spectator.close();
    }
}
