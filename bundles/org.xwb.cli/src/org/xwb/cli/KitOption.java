package org.xwb.cli;

import java.nio.file.Files;
import java.nio.file.Path;

import org.xwb.xml.TpoxKit;

import picocli.CommandLine.Option;

/** {@code --kit}: which copy of the TPoX kit a command uses; the installed one by default. */
public class KitOption {

    @Option(names = "--kit", paramLabel = "<folder>",
            description = "The TPoX kit folder (schemas/, input/, ...). Default: the kit installed with XWB.")
    Path folder;

    /** @throws IllegalArgumentException when the named folder is no kit or none is installed */
    public TpoxKit kit() {
        if (folder == null) {
            try {
                return TpoxKit.installed();
            } catch (IllegalStateException e) {
                throw new IllegalArgumentException(e.getMessage() + "; name a kit folder with --kit", e);
            }
        }
        TpoxKit kit = new TpoxKit(folder.toAbsolutePath().normalize());
        if (!Files.isDirectory(kit.schemas()) || !Files.isDirectory(kit.input())) {
            throw new IllegalArgumentException("Not a TPoX kit folder (no schemas/ and input/): " + folder);
        }
        return kit;
    }
}
