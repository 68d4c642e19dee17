package org.ludotheque.app;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.ludotheque.engine.Game;
import org.ludotheque.engine.GameRecord;
import org.ludotheque.engine.State;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "replay",
        header = "Replay a record and print its result.",
        description = "Replay a record and print its result. Without --ruleset the rules the record implies are "
                + "used; with --ruleset (or --option) its moves are replayed under those rules.")
final class ReplayCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    GameSelection selection;

    @Parameters(index = "1", paramLabel = "FILE", description = "the record")
    Path file;

    @Option(names = "--format", paramLabel = "F", description = "record format (default: from the file's extension)")
    String format;

    @Option(names = "--trace", description = "print one line per ply: ply=<n> move=<move> legal=<count> next=<player|chance|none>")
    boolean trace;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        GameRecord record = selection.readRecord(file, format);
        State end = record.replay();
        if (trace) {
            printTrace(out, record);
        }
        out.println("result: " + end.outcome());
        out.flush();
        return 0;
    }

    static void printTrace(PrintWriter out, GameRecord record) {
        Game game = record.game();
        int[] actions = record.actions();
        State s = game.newInitialState();
        int ply = 0;
        for (int[] r : record.turnRanges()) {
            String text = game.definition().notation().turnText(s, actions, r[0], r[1]);
            for (int i = r[0]; i < r[1]; i++) {
                s.apply(actions[i]);
            }
            out.println(traceLine(++ply, text, s));
        }
        if (record.resignedPlayer() >= 0) {
            s.resign(record.resignedPlayer());
            out.println(traceLine(++ply, "resign", s));
        } else if (record.drawAgreed()) {
            s.agreeDraw();
            out.println(traceLine(++ply, "draw", s));
        }
    }

    static String traceLine(int ply, String move, State after) {
        int next = after.currentPlayer();
        // After a turn of a dice game the next decision is the roll: "chance", with its outcomes as the count.
        String nextName = next >= 0 ? after.game().playerName(next) : after.isChanceNode() ? "chance" : "none";
        return "ply=" + ply + " move=" + move + " legal=" + after.legalMoveCount() + " next=" + nextName;
    }
}
