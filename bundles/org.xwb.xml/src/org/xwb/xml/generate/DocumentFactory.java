package org.xwb.xml.generate;

/**
 * Makes single documents of a {@link TpoxGenerator} by kind and index. Owns a reusable buffer,
 * so it is NOT thread-safe: each thread takes its own from {@link TpoxGenerator#newFactory()}.
 */
public final class DocumentFactory {

    private final long seed;
    private final XmlBuffer buffer;
    private final SecurityTemplate securities;
    private final CustAccTemplate customers;
    private final OrderTemplate orders;

    DocumentFactory(ValueLists lists, Population population) {
        this.seed = population.settings.seed();
        this.buffer = new XmlBuffer(population.settings.layout());
        this.securities = new SecurityTemplate(lists, population);
        this.customers = new CustAccTemplate(lists, population);
        this.orders = new OrderTemplate(lists, population);
    }

    /**
     * Document {@code index} (0-based) of a kind. The same generator settings always give the
     * same bytes for the same kind and index, whichever factory or thread makes it.
     */
    public GeneratedDocument document(DocumentKind kind, long index) {
        DocRandom random = DocRandom.forDocument(seed, kind, index);
        buffer.clear();
        DocumentTemplate template = switch (kind) {
        case SECURITY -> securities;
        case CUSTACC -> customers;
        case ORDER -> orders;
        };
        long id = template.write(buffer, random, index);
        return new GeneratedDocument(kind, id, buffer.toByteArray());
    }
}
