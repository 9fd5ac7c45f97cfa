package org.xwb.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
import java.sql.SQLException;

import org.xwb.core.run.WorkloadException;
import org.xwb.core.target.ErrorClassifier;
import org.xwb.model.io.FileProblem;
import org.xwb.model.io.WorkloadFileException;
import org.xwb.xml.rules.RuleFileException;
import org.xwb.xml.validate.SchemaCompileException;
import org.xwb.xml.validate.XmlProblem;

import picocli.CommandLine;
import picocli.CommandLine.ParseResult;

/**
 * The one exception policy of every {@code xwb} command (commands just declare
 * {@code throws Exception}): one message on stderr that names the file, line and column, the
 * field or the database's reason, and an exit code: 2 for bad input (a missing or malformed file,
 * an unknown profile, a bad setting, a statement the database rejects as invalid), 1 for a run
 * that failed (a target that cannot be reached, an interrupted run, anything unforeseen). A stack
 * trace only with {@code --debug}.
 */
final class CommandFailures {

    private CommandFailures() {
    }

    /** picocli's execution exception handler. */
    static int handle(Exception e, CommandLine commandLine, ParseResult parsed) {
        PrintWriter err = commandLine.getErr();
        String command = commandLine.getCommandSpec().qualifiedName();
        if (e instanceof WorkloadFileException located) {
            for (FileProblem problem : located.problems()) {
                err.println(problem); // file:line:column: message
            }
        } else if (e instanceof SchemaCompileException schema) {
            for (XmlProblem problem : schema.problems()) {
                err.println(problem.format());
            }
            err.println(command + ": " + schema.getMessage().lines().findFirst().orElse(""));
        } else {
            err.println(command + ": " + message(e));
        }
        if (debug(commandLine)) {
            e.printStackTrace(err);
        }
        err.flush();
        if (e instanceof InterruptedException) {
            Thread.currentThread().interrupt();
        }
        return isBadInput(e) ? XwbCommand.BAD_INPUT : XwbCommand.RUN_ERRORS;
    }

    static boolean isBadInput(Exception e) {
        if (e instanceof SQLException sql) {
            return ErrorClassifier.rejectsInput(sql);
        }
        return e instanceof BadInputException || e instanceof IllegalArgumentException
                || e instanceof UnsupportedOperationException || e instanceof WorkloadException
                || e instanceof RuleFileException || e instanceof SchemaCompileException || e instanceof IOException
                || e instanceof UncheckedIOException;
    }

    private static String message(Throwable e) {
        if (e instanceof NoSuchFileException missing) {
            return "no such file or folder: " + missing.getFile();
        }
        String message = e.getMessage();
        return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
    }

    /** {@code --debug} given to xwb or to any of the commands on the way. */
    private static boolean debug(CommandLine commandLine) {
        CommandLine root = commandLine;
        while (root.getParent() != null) {
            root = root.getParent();
        }
        for (ParseResult p = root.getParseResult(); p != null; p = p.subcommand()) {
            if (p.hasMatchedOption(XwbCommand.DEBUG)) {
                return true;
            }
        }
        return false;
    }
}
