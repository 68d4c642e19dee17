package org.ludotheque.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class GamesCommandTest {

    @Test
    void listsEveryGameWithRulesetsOptionsAndFormats() {
        Cli cli = Cli.run("games");
        assertThat(cli.exitCode).isZero();
        assertThat(cli.out).contains(
                "twixt — TwixT (players: red, black)",
                "    dujardin (default): French Dujardin edition",
                "    pp: ", "    standard: ", "    t1: ", "    openspiel: ",
                "    width = 24  [5..48]",
                "    swap = sides  [sides, mirror, rotate, none]",
                "    moves (.twixt, .txt): move list",
                "  computer levels (mcts:level=N, 1 to 7 or max):\n    level 1 (beginner): 10 playouts, noisy choice (T=1.0)",
                "    level 5 (club): 300 playouts, focused, noisy choice (T=0.05)",
                "    level 7 (maximum): 10000 playouts on each of 2 threads (at most 4 s), best move\n"
                        + "    on boards of 288 holes or fewer (12 × 12, 16 × 16, 16 × 18):\n"
                        + "      level 1 (beginner): 10 playouts, noisy choice (T=1.0)\n",
                "      level 4 (club): 150 playouts, focused, noisy choice (T=0.0875)\n"
                        + "      level 5 (club): 500 playouts, noisy choice (T=0.05)\n",
                "      level 7 (maximum): 10000 playouts on each of 2 threads (at most 4 s), best move\n\nthoughtwave",
                "    level 7 (maximum): 20000 playouts (at most 4 s), best move\n\nwykersham",
                "    level 7 (maximum): 27000 playouts a turn (at most 4 s), focused, whole turns, learnt judge, last two turns solved, best move\n\ncomputer players");
    }

    @Test
    void anUnknownGameNamesTheKnownOnes() {
        Cli cli = Cli.run("replay", "chess", "x.pgn");
        assertThat(cli.exitCode).isEqualTo(2);
        assertThat(cli.err).startsWith("error: unknown game 'chess'; allowed: twixt");
    }
}
