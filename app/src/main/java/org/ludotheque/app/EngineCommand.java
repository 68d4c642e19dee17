package org.ludotheque.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.security.SecureRandom;
import java.util.concurrent.Callable;

import org.ludotheque.ai.PlayerSpec;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

@Command(name = "engine",
        header = "Speak the engine protocol on stdin/stdout (docs/engine-protocol.md).",
        description = "Speak the engine protocol on stdin/stdout (docs/engine-protocol.md), in the spirit of "
                + "GTP: newgame, set, play, genmove, undo, legal, analyse, resign, draw, result, showboard, "
                + "quit.")
final class EngineCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @ParentCommand
    Main main;

    @Mixin
    GameSelection selection;

    @Option(names = "--player", paramLabel = "SPEC", defaultValue = "mcts:level=max",
            description = "the player that genmove and analyse use (default ${DEFAULT-VALUE}); see 'match'")
    String player;

    @Option(names = "--seed", paramLabel = "S",
            description = "seeds the engine's dice and its player (default: unpredictable)")
    Long seed;

    @Option(names = "--resign", paramLabel = "R", defaultValue = "0.05",
            description = "genmove answers 'resign' when the player's win-rate estimate is below R (default ${DEFAULT-VALUE}; 0: never)")
    double resign;

    @Override
    public Integer call() throws IOException {
        if (!(resign >= 0 && resign < 1)) {
            throw new IllegalArgumentException("--resign must be from 0 (never) to below 1, not " + resign);
        }
        PlayerSpec ps = PlayerSpec.parse(player);
        long s = seed != null ? seed : new SecureRandom().nextLong();
        EngineSession session = new EngineSession(selection.game(), ps, s, resign);
        PrintWriter out = spec.commandLine().getOut();
        BufferedReader in = main.in();
        try {
            String line;
            while (!session.quit() && (line = in.readLine()) != null) {
                String answer = session.handle(line);
                if (answer != null) {
                    out.print(answer);
                    out.flush();
                }
            }
        } finally {
            session.close();
        }
        out.flush();
        return 0;
    }
}
