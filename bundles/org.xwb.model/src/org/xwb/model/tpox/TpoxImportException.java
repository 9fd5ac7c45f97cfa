package org.xwb.model.tpox;

import java.util.List;

import org.xwb.model.io.FileProblem;
import org.xwb.model.io.WorkloadFileException;

/**
 * A TPoX workload description could not be imported. Each problem names the file (the workload
 * file or one of its statement templates), the line and column, and what is wrong.
 */
public class TpoxImportException extends WorkloadFileException {

    private static final long serialVersionUID = 1L;

    public TpoxImportException(List<FileProblem> problems) {
        super(problems);
    }

    public TpoxImportException(List<FileProblem> problems, Throwable cause) {
        super(problems, cause);
    }
}
