package org.xwb.ui.validation;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.xwb.ui.editors.text.TextProblem;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.problems.ProblemsLog.Location;
import org.xwb.xml.validate.XmlProblem;

/** XML problems as Problems rows (located, double-click goes there) and as marks in an editor. */
public final class ProblemRows {

    private ProblemRows() {
    }

    /** The message a row shows: a rule's id first, so XSD errors and rule violations read apart. */
    public static String message(XmlProblem problem) {
        return switch (problem.kind()) {
        case RULE -> "Rule " + problem.ruleId() + ": " + problem.message();
        case SCHEMA -> problem.message();
        default -> problem.message();
        };
    }

    public static ProblemsLog.Entry entry(XmlProblem problem) {
        return ProblemsLog.entry(problem.isError() ? ProblemsLog.Severity.ERROR : ProblemsLog.Severity.WARNING,
                message(problem), location(problem));
    }

    public static List<ProblemsLog.Entry> entries(List<XmlProblem> problems) {
        List<ProblemsLog.Entry> entries = new ArrayList<>();
        problems.forEach(p -> entries.add(entry(p)));
        return entries;
    }

    public static Location location(XmlProblem problem) {
        try {
            return Location.at(Path.of(problem.file()), problem.line(), problem.column());
        } catch (InvalidPathException notAFile) {
            return Location.named(problem.file());
        }
    }

    /** The problems located in {@code file}, as marks for its editor. */
    public static List<TextProblem> marks(List<XmlProblem> problems, Path file) {
        Path normal = file.toAbsolutePath().normalize();
        List<TextProblem> marks = new ArrayList<>();
        for (XmlProblem problem : problems) {
            if (sameFile(problem.file(), normal) && problem.line() > 0) {
                marks.add(new TextProblem(problem.isError(), message(problem), problem.line(), problem.column()));
            }
        }
        return marks;
    }

    static boolean sameFile(String name, Path file) {
        try {
            return Path.of(name).toAbsolutePath().normalize().equals(file);
        } catch (InvalidPathException e) {
            return false;
        }
    }
}
