package org.ludotheque.app;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.ludotheque.ai.Levels;
import org.ludotheque.engine.GameDefinition;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.Option;
import org.ludotheque.engine.RecordFormat;
import org.ludotheque.engine.Ruleset;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(name = "games",
        header = "List the games with their rulesets, options and record formats.")
final class GamesCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        for (GameDefinition d : Games.all()) {
            out.println(d.id() + " — " + d.displayName() + " (players: " + String.join(", ", d.playerNames()) + ")");
            out.println("  rulesets:");
            boolean first = true;
            for (Ruleset r : d.rulesets()) {
                out.println("    " + r.name() + (first ? " (default)" : "") + ": " + r.description());
                first = false;
            }
            out.println("  options (--option name=value):");
            for (Option o : d.options()) {
                out.println("    " + o.name() + " = " + o.defaultValue() + "  [" + o.allowedValues() + "]"
                        + (o.original() ? "" : " (not in the original rules)")
                        + (o.kind() == Option.Kind.TEXT ? "" : "  " + o.description()));
            }
            out.println("  record formats:");
            for (RecordFormat f : d.recordFormats()) {
                out.println("    " + f.id() + " (." + String.join(", .", f.extensions()) + "): " + f.description());
            }
            out.println("  computer levels (mcts:level=N, 1 to " + Levels.MAX + " or max):");
            for (String level : Levels.descriptions(d.id())) {
                out.println("    " + level);
            }
            Levels.otherRows(d.id()).forEach((where, row) -> {
                out.println("    " + where + ":");
                row.forEach(level -> out.println("      " + level));
            });
            out.println();
        }
        out.println("computer players (match --a/--b, engine --player, play --against, analyse --player):");
        out.println("random, uct (plain UCT, uniform playouts), mcts:level=N (1 to " + Levels.MAX + ", or max), mcts:playouts=N;");
        out.println("settings seconds, playouts, nodes, threads, seed");
        out.flush();
        return 0;
    }
}
