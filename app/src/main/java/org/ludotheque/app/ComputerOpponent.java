package org.ludotheque.app;

import org.ludotheque.ai.Player;
import org.ludotheque.engine.State;

/**
 * The computer across the table in a terminal game ({@code play --against}): which side the person
 * holds, the computer's turns, and what the person may and may not do against it.
 */
final class ComputerOpponent implements AutoCloseable {

    private final Player player;
    private int personSeat;

    /** {@code personSeat}: the side the person starts with (a pie rule by sides may exchange it). */
    ComputerOpponent(Player player, int personSeat) {
        this.player = player;
        this.personSeat = personSeat;
    }

    int personSeat() {
        return personSeat;
    }

    /** For a rematch: the person takes the other side, and the computer forgets the last game's tree. */
    void exchangeSeats() {
        personSeat = 1 - personSeat;
        player.reset();
    }

    String describe() {
        return player.describe();
    }

    /** The player the person holds now: their starting side, exchanged by each pie rule by sides. */
    int person(State s) {
        return s.game().seatExchangesFrom(s.history())[0] % 2 == 0 ? personSeat : 1 - personSeat;
    }

    /** Whether the computer is to decide: the game goes on, no roll is due, and the side to move is not the person's. */
    boolean toMove(State s) {
        return !s.isTerminal() && !s.isChanceNode() && s.currentPlayer() != person(s);
    }

    /** The computer plays the rest of its turn; answers the turn's text. */
    String playTurn(State s) {
        State before = s.copy();
        int from = s.historySize();
        int turn = s.turn();
        while (s.turn() == turn && toMove(s)) {
            s.apply(player.chooseAction(s));
        }
        return Turns.turnText(before, s.history(), from, s.historySize());
    }

    /** Only the person resigns: the side they hold, or it named. */
    int resigner(State s, String name) {
        int p = person(s);
        if (!name.isEmpty() && Turns.playerIndex(s.game(), name) != p) {
            throw new IllegalArgumentException("you play " + Turns.sideName(s.game(), p) + ": only you can resign");
        }
        return p;
    }

    /**
     * With typed dice, the roll before the computer's turn may be typed whole with a turn; the turn
     * itself is the computer's to choose. Refuses such text, changing nothing.
     */
    void refuseTurnAtRoll(State s, String line) {
        State typed = s.copy();
        Turns.play(typed, line);
        State probe = s.copy();
        for (int k = s.historySize(); k < typed.historySize(); k++) {
            if (!probe.isChanceNode() && probe.currentPlayer() != person(probe)) {
                throw new IllegalArgumentException("the computer plays its own turns: type its roll alone");
            }
            probe.apply(typed.history()[k]);
        }
    }

    /**
     * Takes back turns until it is the person's move again: their last turn and the computer's
     * answer (the dice kept). Refused, changing nothing, when no turn of theirs is left to take back.
     */
    void undo(State s) {
        if (s.resignedPlayer() >= 0) {
            s.undo();
            return;
        }
        State probe = s.copy();
        do {
            Turns.undoTurnKeepingDice(probe);
        } while (probe.isChanceNode() || probe.currentPlayer() != person(probe));
        while (s.historySize() > probe.historySize()) {
            s.undo();
        }
        player.reset();
    }

    @Override
    public void close() {
        AppPlayers.close(player);
    }
}
