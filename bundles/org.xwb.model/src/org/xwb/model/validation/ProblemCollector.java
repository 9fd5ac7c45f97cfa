package org.xwb.model.validation;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;

/** Gathers problems in the order the checks find them, each with its object's human path. */
final class ProblemCollector {

    private final List<Problem> problems = new ArrayList<>();

    void error(EObject object, String message) {
        add(Severity.ERROR, object, null, message);
    }

    void warning(EObject object, String message) {
        add(Severity.WARNING, object, null, message);
    }

    /** A problem on a part of an object that is not an object itself, e.g. {@code text 2}. */
    void error(EObject object, String part, String message) {
        add(Severity.ERROR, object, part, message);
    }

    void warning(EObject object, String part, String message) {
        add(Severity.WARNING, object, part, message);
    }

    void add(Severity severity, EObject object, String part, String message) {
        String path = ObjectPaths.of(object);
        problems.add(new Problem(severity, message, object, part == null ? path : path + " / " + part));
    }

    List<Problem> problems() {
        return List.copyOf(problems);
    }
}
