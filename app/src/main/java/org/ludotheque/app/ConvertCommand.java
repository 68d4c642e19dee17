package org.ludotheque.app;

import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.ludotheque.engine.GameDefinition;
import org.ludotheque.engine.GameRecord;
import org.ludotheque.engine.RecordFormat;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "convert",
        header = "Convert a record from one format to another (see 'games' for the formats).")
final class ConvertCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME")
    String gameId;

    @Option(names = "--from", paramLabel = "F", description = "format of IN (default: from its extension)")
    String from;

    @Option(names = "--to", paramLabel = "F", description = "format of OUT (default: from its extension)")
    String to;

    @Parameters(index = "1", paramLabel = "IN")
    Path in;

    @Parameters(index = "2", paramLabel = "OUT")
    Path out;

    @Override
    public Integer call() {
        GameDefinition def = org.ludotheque.engine.Games.get(gameId);
        RecordFormat source = RecordFiles.format(def, from, in);
        RecordFormat target = RecordFiles.format(def, to, out);
        if (to == null && !RecordFiles.hasExtensionOf(target, out)) {
            // A record is read whatever its name; one about to be written needs its format said.
            throw new IllegalArgumentException("the extension of " + out.getFileName() + " names no " + def.id()
                    + " record format: give --to (" + String.join(", ", def.recordFormats().stream().map(RecordFormat::id).toList())
                    + ") or end the name with one of " + String.join(", ", def.recordFormats().stream()
                            .flatMap(f -> f.extensions().stream()).map(e -> "." + e).toList()));
        }
        GameRecord record = source.read(RecordFiles.read(in), null);
        RecordFiles.write(out, target.write(record));
        spec.commandLine().getOut().println("wrote " + out + " (" + target.id() + ", " + record.actions().length
                + (record.actions().length == 1 ? " action, " : " actions, ") + record.game().spec() + ")");
        spec.commandLine().getOut().flush();
        return 0;
    }
}
