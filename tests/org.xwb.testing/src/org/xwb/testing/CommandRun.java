package org.xwb.testing;

import java.io.PrintWriter;
import java.io.StringWriter;

import org.xwb.cli.XwbCommand;

/** Runs {@code xwb <args>} as the product does and keeps what it printed (the command-line test bundles share it). */
public record CommandRun(int exitCode, String out, String err) {

    public static CommandRun of(Object... args) {
        String[] strings = new String[args.length];
        for (int i = 0; i < args.length; i++) {
            strings[i] = String.valueOf(args[i]);
        }
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exitCode = XwbCommand.execute(new PrintWriter(out), new PrintWriter(err), strings);
        return new CommandRun(exitCode, out.toString(), err.toString());
    }
}
