package org.ludotheque.app;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;

import org.ludotheque.server.LoadDriver;
import org.ludotheque.server.LudoServer;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

@Command(name = "load",
        header = "Load benchmark of the web server: concurrent games over WebSocket.",
        description = "Load benchmark: N concurrent games played over WebSocket on loopback with random legal "
                + "moves; prints moves per second and the p50/p99 move latency. Without --url it starts a "
                + "server of its own on a fresh embedded database in a temporary folder.")
final class LoadCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--games", defaultValue = "100", paramLabel = "N", description = "concurrent games (default 100)")
    int games;

    @Option(names = "--seconds", defaultValue = "20", paramLabel = "S", description = "how long to play (default 20)")
    int seconds;

    @Option(names = "--url", paramLabel = "URL", description = "a running server, e.g. http://localhost:8080 (default: start one)")
    String url;

    @Option(names = "--game", defaultValue = "twixt", paramLabel = "GAME",
            description = "a game whose turns are one decision: twixt (default, automatic linking) or thoughtwave")
    String game;

    @Option(names = "--option", paramLabel = "K=V", description = "a game option (default for twixt: removal=false)")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--seed", defaultValue = "1", description = "seed of the random moves")
    long seed;

    @Override
    public Integer call() throws Exception {
        if (games < 1 || seconds < 1) {
            throw new ParameterException(spec.commandLine(), "--games and --seconds must be at least 1");
        }
        if (game.equals("twixt") && options.isEmpty()) {
            options.put("removal", "false"); // a random player removing its own links makes endless games
        }
        PrintWriter out = spec.commandLine().getOut();
        if (url != null) {
            drive(url.replaceAll("/+$", ""), out);
            return 0;
        }
        Path dir = Files.createTempDirectory("ludotheque-load");
        try (LudoServer server = LudoServer.start(LudoServer.Config.defaults().withPort(0).withDataDir(dir))) {
            out.println("server: http://localhost:" + server.port() + "/ (temporary database in " + dir + ")");
            drive("http://localhost:" + server.port(), out);
        }
        return 0;
    }

    private void drive(String base, PrintWriter out) throws Exception {
        new LoadDriver(new LoadDriver.Plan(base, game, options, games, seconds, seed)).run().print(out);
    }
}
