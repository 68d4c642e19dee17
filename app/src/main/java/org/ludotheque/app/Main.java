package org.ludotheque.app;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code ludotheque}: the command line over the engine (and, as they land, the AI and the server). */
@Command(name = "ludotheque", mixinStandardHelpOptions = true, scope = CommandLine.ScopeType.INHERIT, version = "ludotheque 0.1.0",
        description = "TwixT, Thoughtwave and Wykersham: play, replay, analyse, convert, benchmark, computer players and matches.",
        subcommands = {GamesCommand.class, PlayCommand.class, ReplayCommand.class, AnalyseCommand.class, ConvertCommand.class,
                BenchCommand.class, EngineCommand.class, MatchCommand.class, TrainCommand.class, ServeCommand.class, LoadCommand.class,
                CommandLine.HelpCommand.class})
public final class Main {

    /** Standard input of the running command; tests give their own. */
    private final BufferedReader in;

    Main(BufferedReader in) {
        this.in = in;
    }

    BufferedReader in() {
        return in;
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        System.exit(run(args, System.in, out, err));
    }

    /** Runs one command line with the given streams; returns the exit code. */
    public static int run(String[] args, InputStream stdin, PrintWriter out, PrintWriter err) {
        Main main = new Main(new BufferedReader(new InputStreamReader(stdin, StandardCharsets.UTF_8)));
        CommandLine cl = new CommandLine(main, new Factory(main));
        cl.setOut(out);
        cl.setErr(err);
        cl.setExecutionExceptionHandler((ex, line, parseResult) -> {
            line.getErr().println("error: " + ex.getMessage());
            line.getErr().flush();
            return 2;
        });
        int code = cl.execute(args);
        out.flush();
        err.flush();
        return code;
    }

    /** Gives each command the {@link Main} it runs under. */
    private static final class Factory implements CommandLine.IFactory {
        private final Main main;
        private final CommandLine.IFactory fallback = CommandLine.defaultFactory();

        Factory(Main main) {
            this.main = main;
        }

        @Override
        public <K> K create(Class<K> cls) throws Exception {
            if (cls == Main.class) {
                return cls.cast(main);
            }
            return fallback.create(cls);
        }
    }
}
