package org.xwb.xml.validate;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/** A schema that does not compile, with every error the compiler reported. */
public class SchemaCompileException extends Exception {

    private static final long serialVersionUID = 1L;

    private final transient List<XmlProblem> problems;

    public SchemaCompileException(List<Path> schemas, List<XmlProblem> problems) {
        super("Schema " + schemas.stream().map(Path::toString).collect(Collectors.joining(", ")) + " does not compile:\n"
                + problems.stream().map(XmlProblem::format).collect(Collectors.joining("\n")));
        this.problems = List.copyOf(problems);
    }

    public List<XmlProblem> problems() {
        return problems;
    }
}
