package org.xwb.model.io;

import java.io.IOException;
import java.util.List;
import java.util.stream.Collectors;

/** A workload file could not be read or written; every problem names its file, line and column. */
public class WorkloadFileException extends IOException {

    private static final long serialVersionUID = 1L;

    private final transient List<FileProblem> problems;

    public WorkloadFileException(List<FileProblem> problems) {
        this(problems, null);
    }

    public WorkloadFileException(List<FileProblem> problems, Throwable cause) {
        super(problems.stream().map(FileProblem::toString).collect(Collectors.joining(System.lineSeparator())), cause);
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("a WorkloadFileException needs at least one problem");
        }
        this.problems = List.copyOf(problems);
    }

    /** The problems in file order; never empty. */
    public List<FileProblem> problems() {
        return problems;
    }
}
