package org.xwb.xml.generate;

/**
 * A FIXML 4.4 NewOrderSingle ({@code <FIXML><Order>}) shaped like the TPoX kit's order123.xml and
 * order654.xml: a header with a hop, an instrument, a quantity block and many optional
 * attributes, 1-2 KB. Business facts hold so the kit's order rules pass: the account is an
 * existing account, the symbol an existing security, quantities and cash are positive, and trade
 * date &lt;= settlement date &lt;= second settlement date, trade date &lt;= expiry date.
 * <p>
 * Size: each optional attribute is written only while the document is below a ceiling that
 * leaves room for what must still follow, and instrument attributes fill each document up to a
 * size drawn per document, so every order lands between {@link #MIN_BYTES} and {@link #MAX_BYTES}.
 */
final class OrderTemplate extends DocumentTemplate {

    static final int MIN_BYTES = 1100;
    static final int MAX_BYTES = 2000;

    private static final byte[] ROOT_START = Markup.ascii("<FIXML xmlns=\"http://www.fixprotocol.org/FIXML-4-4\" "
            + "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" "
            + "xsi:schemaLocation=\"http://www.fixprotocol.org/FIXML-4-4 fixml-main-4-4.xsd\" "
            + "v=\"4.4\" r=\"20030618\" s=\"20040109\">");
    private static final byte[] ROOT_END = Markup.ascii("</FIXML>\n");
    private static final byte[] ORDER_START = Markup.ascii("<Order");
    private static final byte[] ORDER_END = Markup.ascii("</Order>");
    private static final byte[] HDR_START = Markup.ascii("<Hdr");
    private static final byte[] HDR_END = Markup.ascii("</Hdr>");
    private static final byte[] HOP_START = Markup.ascii("<Hop");
    private static final byte[] HOP_END = Markup.ascii("></Hop>");
    private static final byte[] PTY_START = Markup.ascii("<Pty");
    private static final byte[] PTY_END = Markup.ascii("</Pty>");
    private static final byte[] SUB = Markup.ascii("<Sub></Sub>");
    private static final byte[] INSTRMT_START = Markup.ascii("<Instrmt");
    private static final byte[] INSTRMT_END = Markup.ascii("></Instrmt>");
    private static final byte[] ORDQTY_START = Markup.ascii("<OrdQty");
    private static final byte[] ORDQTY_END = Markup.ascii("></OrdQty>");
    private static final byte[] TAG_END = Markup.ascii(">");

    // size budget: the most that can follow each section (measured from the templates below, with margin)
    private static final int ORDER_ATTRIBUTES_CEILING = MAX_BYTES - 560;
    private static final int HEADER_CEILING = MAX_BYTES - 330;
    private static final int INSTRUMENT_CEILING = MAX_BYTES - 130;
    /** What follows the instrument's optional attributes: symbol, source, quantities, end tags. */
    private static final int INSTRUMENT_TAIL = 130;

    private static final byte[][] ACCT_ID_SOURCES = ascii("1", "2", "3", "4", "5", "99");
    private static final byte[][] ACCOUNT_TYPES = ascii("1", "2", "3", "4", "6", "7", "8");
    private static final byte[][] CLEARING_FEE = ascii("B", "C", "E", "F", "H", "I", "L", "M", "1", "2", "3", "4", "5", "9");
    private static final byte[][] HANDLING = ascii("1", "2", "3");
    private static final byte[][] PROCESS_CODES = ascii("0", "1", "2", "3", "4", "5", "6");
    private static final byte[][] ORDER_TYPES = ascii("1", "2", "3", "4", "5", "6", "7", "8", "P");
    private static final byte[][] TIME_IN_FORCE = ascii("0", "1", "2", "3", "4", "5", "6", "7");
    private static final byte[][] RESTRICTIONS = ascii("1", "2", "3", "4", "5", "6", "7", "8", "9", "A");
    private static final byte[][] POSITION_EFFECTS = ascii("O", "C", "R", "F");
    private static final byte[][] TARGET_STRATEGIES = ascii("1", "2", "3");
    private static final byte[][] CANCELLATION_RIGHTS = ascii("Y", "N", "M", "O");
    private static final byte[][] LAUNDERING = ascii("Y", "N", "1", "2", "3");
    private static final byte[][] YES_NO = ascii("Y", "N");
    private static final byte[][] ZERO_ONE = ascii("0", "1");
    private static final byte[][] PARTY_SOURCES = ascii("B", "C", "D", "E", "F", "G", "H", "1", "2", "3", "4", "5",
            "6", "7", "8", "9", "A", "I");
    private static final byte[][] SUFFIXES = ascii("WI", "CD");
    private static final byte[][] PRODUCTS = ascii("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13");
    private static final byte[][] REGISTRIES = ascii("BIC", "ISO", "ZZ");
    private static final byte[][] CP_PROGRAMS = ascii("1", "2", "99");
    private static final byte[][] ROUNDING = ascii("0", "1", "2");

    private static final Markup ID = Markup.attribute("ID");
    private static final Markup LNK_ID = Markup.attribute("LnkID");
    private static final Markup ORIGN_DT = Markup.attribute("OrignDt");
    private static final Markup TRD_DT = Markup.attribute("TrdDt");
    private static final Markup ACCT = Markup.attribute("Acct");
    private static final Markup ACCT_ID_SRC = Markup.attribute("AcctIDSrc");
    private static final Markup ACCT_TYP = Markup.attribute("AcctTyp");
    private static final Markup DAY_BKNG_INST = Markup.attribute("DayBkngInst");
    private static final Markup BKNG_UNIT = Markup.attribute("BkngUnit");
    private static final Markup PREALLOC_METH = Markup.attribute("PreallocMeth");
    private static final Markup SETTL_DT = Markup.attribute("SettlDt");
    private static final Markup CLR_FEE_IND = Markup.attribute("ClrFeeInd");
    private static final Markup HANDL_INST = Markup.attribute("HandlInst");
    private static final Markup MIN_QTY = Markup.attribute("MinQty");
    private static final Markup PROC_CODE = Markup.attribute("ProcCode");
    private static final Markup PREV_CLS_PX = Markup.attribute("PrevClsPx");
    private static final Markup SIDE = Markup.attribute("Side");
    private static final Markup LOC_REQD = Markup.attribute("LocReqd");
    private static final Markup TXN_TM = Markup.attribute("TxnTm");
    private static final Markup QTY_TYP = Markup.attribute("QtyTyp");
    private static final Markup TYP = Markup.attribute("Typ");
    private static final Markup PX = Markup.attribute("Px");
    private static final Markup STOP_PX = Markup.attribute("StopPx");
    private static final Markup CCY = Markup.attribute("Ccy");
    private static final Markup COMPLIANCE_ID = Markup.attribute("ComplianceID");
    private static final Markup IOI_ID = Markup.attribute("IOIID");
    private static final Markup QID = Markup.attribute("QID");
    private static final Markup TM_IN_FORCE = Markup.attribute("TmInForce");
    private static final Markup EFCTV_TM = Markup.attribute("EfctvTm");
    private static final Markup EXPIRE_DT = Markup.attribute("ExpireDt");
    private static final Markup EXPIRE_TM = Markup.attribute("ExpireTm");
    private static final Markup RSTCTIONS = Markup.attribute("Rstctions");
    private static final Markup SETTL_CCY = Markup.attribute("SettlCcy");
    private static final Markup TXT = Markup.attribute("Txt");
    private static final Markup ENC_TXT_LEN = Markup.attribute("EncTxtLen");
    private static final Markup ENC_TXT = Markup.attribute("EncTxt");
    private static final Markup SETTL_DT2 = Markup.attribute("SettlDt2");
    private static final Markup QTY2 = Markup.attribute("Qty2");
    private static final Markup PX2 = Markup.attribute("Px2");
    private static final Markup POS_EFCT = Markup.attribute("PosEfct");
    private static final Markup COVERED = Markup.attribute("Covered");
    private static final Markup MAX_SHOW = Markup.attribute("MaxShow");
    private static final Markup TGT_STRATEGY = Markup.attribute("TgtStrategy");
    private static final Markup PARTICIPATION_RT = Markup.attribute("ParticipationRt");
    private static final Markup CXLLATION_RIGHTS = Markup.attribute("CxllationRights");
    private static final Markup MNY_LAUNDERING_STAT = Markup.attribute("MnyLaunderingStat");
    private static final Markup REGIST_ID = Markup.attribute("RegistID");
    private static final Markup DESIGNATION = Markup.attribute("Designation");
    private static final Markup SOL_FLAG = Markup.attribute("SolFlag");
    // header
    private static final Markup SID = Markup.attribute("SID");
    private static final Markup OBID = Markup.attribute("OBID");
    private static final Markup D2ID = Markup.attribute("D2ID");
    private static final Markup SSUB = Markup.attribute("SSub");
    private static final Markup TLOC = Markup.attribute("TLoc");
    private static final Markup D2SUB = Markup.attribute("D2Sub");
    private static final Markup D2LOC = Markup.attribute("D2Loc");
    private static final Markup SNT = Markup.attribute("Snt");
    private static final Markup ORIG_SNT = Markup.attribute("OrigSnt");
    private static final Markup MSG_ENCD = Markup.attribute("MsgEncd");
    private static final Markup SEQ_NUM = Markup.attribute("SeqNum");
    private static final Markup POS_DUP = Markup.attribute("PosDup");
    private static final Markup POS_RSND = Markup.attribute("PosRsnd");
    private static final Markup REF = Markup.attribute("Ref");
    private static final Markup SRC = Markup.attribute("Src");
    // instrument
    private static final Markup SFX = Markup.attribute("Sfx");
    private static final Markup PROD = Markup.attribute("Prod");
    private static final Markup SEC_TYP = Markup.attribute("SecTyp");
    private static final Markup SUB_TYP = Markup.attribute("SubTyp");
    private static final Markup ISSUED = Markup.attribute("Issued");
    private static final Markup REPO_TRM = Markup.attribute("RepoTrm");
    private static final Markup REPO_RT = Markup.attribute("RepoRt");
    private static final Markup FCTR = Markup.attribute("Fctr");
    private static final Markup CRD_RTG = Markup.attribute("CrdRtg");
    private static final Markup RGSTRY = Markup.attribute("Rgstry");
    private static final Markup ISSU_CTRY = Markup.attribute("IssuCtry");
    private static final Markup ST_PRV = Markup.attribute("StPrv");
    private static final Markup LCL = Markup.attribute("Lcl");
    private static final Markup REDEEM = Markup.attribute("Redeem");
    private static final Markup STRK = Markup.attribute("Strk");
    private static final Markup STRK_CCY = Markup.attribute("StrkCcy");
    private static final Markup OPT_AT = Markup.attribute("OptAt");
    private static final Markup MULT = Markup.attribute("Mult");
    private static final Markup CPN_RT = Markup.attribute("CpnRt");
    private static final Markup EXCH = Markup.attribute("Exch");
    private static final Markup ISSR = Markup.attribute("Issr");
    private static final Markup ENC_ISSR_LEN = Markup.attribute("EncIssrLen");
    private static final Markup ENC_ISSR = Markup.attribute("EncIssr");
    private static final Markup DESC = Markup.attribute("Desc");
    private static final Markup ENC_SEC_DESC_LEN = Markup.attribute("EncSecDescLen");
    private static final Markup ENC_SEC_DESC = Markup.attribute("EncSecDesc");
    private static final Markup POOL = Markup.attribute("Pool");
    private static final Markup CP_PGM = Markup.attribute("CPPgm");
    private static final Markup DATED = Markup.attribute("Dated");
    private static final Markup INT_ACRL = Markup.attribute("IntAcrl");
    private static final Markup SYM = Markup.attribute("Sym");
    // quantity
    private static final Markup QTY = Markup.attribute("Qty");
    private static final Markup CASH = Markup.attribute("Cash");
    private static final Markup PCT = Markup.attribute("Pct");
    private static final Markup RND_DIR = Markup.attribute("RndDir");
    private static final Markup RND_MOD = Markup.attribute("RndMod");

    private static final byte[] SEC_TYPE_STOCK = Markup.ascii("CS");
    private static final byte[] SEC_TYPE_FUND = Markup.ascii("MF");
    private static final byte[] SEC_TYPE_BOND = Markup.ascii("CORP");
    private static final byte[] SEC_TYPE_NONE = Markup.ascii("NONE");

    OrderTemplate(ValueLists lists, Population population) {
        super(lists, population);
    }

    @Override
    long write(XmlBuffer b, DocRandom r, long index) {
        long id = Population.FIRST_ORDER_ID + index;
        long account = Population.FIRST_ACCOUNT_ID + r.nextLong(population.accounts());
        int security = r.nextInt(population.securities());
        int tradeDay = pick(r, lists.tradingDays);
        int settleDay = tradeDay + r.between(0, 5);
        long quantity = r.between(1, 5000);
        long priceCents = r.between(100, 300_000);
        // instrument attributes fill each order up to a size drawn from 1.3-1.9 KB (ToXgene's spread)
        int instrumentFloor = r.between(MIN_BYTES + 200, MAX_BYTES - 100) - INSTRUMENT_TAIL;

        b.bytes(XML_DECLARATION).newline(0).bytes(ROOT_START);
        b.newline(1).bytes(ORDER_START);
        b.attribute(ID).number(id).endAttribute();
        if (optional(b, r, 30, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(LNK_ID);
            digits(b, r, 10);
            b.endAttribute();
        }
        if (optional(b, r, 60, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(ORIGN_DT).date(tradeDay - r.between(0, 30)).endAttribute();
        }
        b.attribute(TRD_DT).date(tradeDay).endAttribute();
        b.attribute(ACCT).number(account).endAttribute();
        if (optional(b, r, 40, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(ACCT_ID_SRC, pick(r, ACCT_ID_SOURCES));
        }
        if (optional(b, r, 60, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(ACCT_TYP, pick(r, ACCOUNT_TYPES));
        }
        if (optional(b, r, 30, ORDER_ATTRIBUTES_CEILING)) {
            noiseAttribute(b, r, DAY_BKNG_INST, 4, 12);
        }
        if (optional(b, r, 50, ORDER_ATTRIBUTES_CEILING)) {
            noiseAttribute(b, r, BKNG_UNIT, 3, 10);
        }
        if (optional(b, r, 30, ORDER_ATTRIBUTES_CEILING)) {
            noiseAttribute(b, r, PREALLOC_METH, 5, 15);
        }
        if (optional(b, r, 60, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(SETTL_DT).date(settleDay).endAttribute();
        }
        if (optional(b, r, 60, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(CLR_FEE_IND, pick(r, CLEARING_FEE));
        }
        if (optional(b, r, 50, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(HANDL_INST, pick(r, HANDLING));
        }
        if (optional(b, r, 40, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(MIN_QTY).decimal(r.between(1, (int) quantity * 100), 2).endAttribute();
        }
        if (optional(b, r, 40, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(PROC_CODE, pick(r, PROCESS_CODES));
        }
        if (optional(b, r, 50, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(PREV_CLS_PX).decimal(priceCents + r.between(-50, 50) * (priceCents / 1000), 2).endAttribute();
        }
        b.attribute(TXN_TM).dateTime(tradeDay, r.between(0, 86_399)).endAttribute();
        if (optional(b, r, 40, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(STOP_PX).decimal(priceCents + r.between(1, 500), 2).endAttribute();
        }
        if (optional(b, r, 50, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(CCY, pick(r, lists.currencies));
        }
        if (optional(b, r, 50, ORDER_ATTRIBUTES_CEILING)) {
            noiseAttribute(b, r, COMPLIANCE_ID, 3, 14);
        }
        if (optional(b, r, 40, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(IOI_ID);
            digits(b, r, 10);
            b.endAttribute();
        } else if (optional(b, r, 30, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(QID);
            digits(b, r, 10);
            b.endAttribute();
        }
        if (optional(b, r, 60, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(TM_IN_FORCE, pick(r, TIME_IN_FORCE));
        }
        if (optional(b, r, 40, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(EFCTV_TM).dateTime(tradeDay + r.between(0, 30), r.between(0, 86_399)).endAttribute();
        }
        int expireDay = tradeDay + r.between(1, 180);
        if (optional(b, r, 60, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(EXPIRE_DT).date(expireDay).endAttribute();
        }
        if (optional(b, r, 30, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(EXPIRE_TM).dateTime(expireDay, r.between(0, 86_399)).endAttribute();
        }
        if (optional(b, r, 60, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(RSTCTIONS, pick(r, RESTRICTIONS));
        }
        if (optional(b, r, 40, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(SETTL_CCY, pick(r, lists.currencies));
        }
        if (optional(b, r, 60, ORDER_ATTRIBUTES_CEILING)) {
            noiseAttribute(b, r, TXT, 5, 16);
        }
        if (optional(b, r, 30, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(ENC_TXT_LEN).number(r.between(100, 4000)).endAttribute();
            noiseAttribute(b, r, ENC_TXT, 5, 14);
        }
        if (optional(b, r, 50, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(SETTL_DT2).date(settleDay + r.between(0, 60)).endAttribute();
        }
        if (optional(b, r, 30, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(QTY2).decimal(r.between(100, 500_000), 2).endAttribute();
        } else if (optional(b, r, 30, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(PX2).decimal(priceCents + r.between(-100, 100), 2).endAttribute();
        }
        if (optional(b, r, 40, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(POS_EFCT, pick(r, POSITION_EFFECTS));
        }
        if (optional(b, r, 50, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(COVERED, pick(r, ZERO_ONE));
        }
        if (optional(b, r, 30, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(MAX_SHOW).decimal(r.between(1, (int) quantity * 100), 2).endAttribute();
        }
        if (optional(b, r, 30, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(TGT_STRATEGY, pick(r, TARGET_STRATEGIES));
            b.attribute(PARTICIPATION_RT).decimal(r.between(1, 10_000), 2).endAttribute();
        }
        if (optional(b, r, 60, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(CXLLATION_RIGHTS, pick(r, CANCELLATION_RIGHTS));
        }
        if (optional(b, r, 60, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(MNY_LAUNDERING_STAT, pick(r, LAUNDERING));
        }
        if (optional(b, r, 60, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(REGIST_ID);
            digits(b, r, 10);
            b.endAttribute();
        }
        if (optional(b, r, 30, ORDER_ATTRIBUTES_CEILING)) {
            noiseAttribute(b, r, DESIGNATION, 3, 10);
        }
        b.attribute(SIDE, r.percent(55) ? HANDLING[0] : HANDLING[1]); // 1 = buy, 2 = sell
        if (optional(b, r, 50, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(LOC_REQD, pick(r, YES_NO));
        }
        if (optional(b, r, 40, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(QTY_TYP, pick(r, ZERO_ONE));
        }
        byte[] orderType = pick(r, ORDER_TYPES);
        b.attribute(TYP, orderType);
        // a limit order (Typ 2) carries its limit price; the kit's rules check that
        if (orderType[0] == '2' || optional(b, r, 20, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(PX).decimal(priceCents, 2).endAttribute();
        }
        if (optional(b, r, 60, ORDER_ATTRIBUTES_CEILING)) {
            b.attribute(SOL_FLAG, pick(r, YES_NO));
        }
        b.bytes(TAG_END);

        writeHeader(b, r, tradeDay);
        if (optional(b, r, 30, HEADER_CEILING)) {
            b.newline(2).bytes(PTY_START).attribute(SRC, pick(r, PARTY_SOURCES)).bytes(TAG_END);
            b.newline(3).bytes(SUB).newline(2).bytes(PTY_END);
        }
        writeInstrument(b, r, security, tradeDay, instrumentFloor);
        b.newline(2).bytes(ORDQTY_START);
        b.attribute(QTY).number(quantity).endAttribute();
        b.attribute(CASH).decimal(quantity * priceCents, 2).endAttribute();
        if (optional(b, r, 30, MAX_BYTES - 60)) {
            b.attribute(PCT).decimal(r.between(1, 10_000), 2).endAttribute();
        }
        if (optional(b, r, 40, MAX_BYTES - 60)) {
            b.attribute(RND_DIR, pick(r, ROUNDING));
        }
        b.bytes(ORDQTY_END);
        b.newline(1).bytes(ORDER_END).newline(0).bytes(ROOT_END);
        return id;
    }

    private void writeHeader(XmlBuffer b, DocRandom r, int tradeDay) {
        b.newline(2).bytes(HDR_START);
        b.attribute(SID);
        digits(b, r, 10);
        b.endAttribute();
        if (optional(b, r, 40, HEADER_CEILING)) {
            b.attribute(OBID);
            digits(b, r, 10);
            b.endAttribute();
        }
        b.attribute(D2ID);
        digits(b, r, 10);
        b.endAttribute();
        noiseAttribute(b, r, SSUB, 5, 14);
        if (optional(b, r, 30, HEADER_CEILING)) {
            noiseAttribute(b, r, TLOC, 2, 8);
        }
        noiseAttribute(b, r, D2SUB, 5, 14);
        if (optional(b, r, 30, HEADER_CEILING)) {
            noiseAttribute(b, r, D2LOC, 5, 15);
        }
        b.attribute(SNT).dateTime(tradeDay + r.between(0, 60), r.between(0, 86_399)).endAttribute();
        if (optional(b, r, 40, HEADER_CEILING)) {
            b.attribute(ORIG_SNT).dateTime(tradeDay + r.between(0, 60), r.between(0, 86_399)).endAttribute();
        }
        noiseAttribute(b, r, MSG_ENCD, 5, 12);
        b.attribute(SEQ_NUM).number(r.between(1, 9999)).endAttribute();
        if (optional(b, r, 40, HEADER_CEILING)) {
            b.attribute(POS_DUP, pick(r, YES_NO));
        }
        b.attribute(POS_RSND, pick(r, YES_NO));
        b.bytes(TAG_END);
        b.newline(3).bytes(HOP_START);
        b.attribute(ID);
        digits(b, r, 10);
        b.endAttribute();
        b.attribute(REF).number(r.between(1, 999)).endAttribute();
        b.attribute(SNT).dateTime(tradeDay + r.between(0, 60), r.between(0, 86_399)).endAttribute();
        b.bytes(HOP_END);
        b.newline(2).bytes(HDR_END);
    }

    private void writeInstrument(XmlBuffer b, DocRandom r, int security, int tradeDay, int floor) {
        b.newline(2).bytes(INSTRMT_START);
        if (filler(b, r, 20, floor)) {
            b.attribute(SFX, pick(r, SUFFIXES));
        }
        b.attribute(ID);
        digits(b, r, 10);
        b.endAttribute();
        if (filler(b, r, 40, floor)) {
            b.attribute(PROD, pick(r, PRODUCTS));
        }
        SecurityType type = population.type(security);
        byte[] securityType = r.percent(10) ? SEC_TYPE_NONE
                : type == SecurityType.STOCK ? SEC_TYPE_STOCK : type == SecurityType.BOND ? SEC_TYPE_BOND : SEC_TYPE_FUND;
        b.attribute(SEC_TYP, securityType);
        if (filler(b, r, 30, floor)) {
            noiseAttribute(b, r, SUB_TYP, 2, 6);
        }
        if (filler(b, r, 40, floor)) {
            b.attribute(ISSUED).date(tradeDay - r.between(0, 3000)).endAttribute();
        }
        if (filler(b, r, 20, floor)) {
            b.attribute(REPO_TRM).number(r.between(1, 3000)).endAttribute();
            b.attribute(REPO_RT).decimal(r.between(1, 500_000), 2).endAttribute();
        }
        if (filler(b, r, 20, floor)) {
            b.attribute(FCTR).decimal(r.between(1, 500_000), 2).endAttribute();
        }
        if (filler(b, r, 30, floor)) {
            noiseAttribute(b, r, CRD_RTG, 2, 8);
        }
        if (filler(b, r, 20, floor)) {
            b.attribute(RGSTRY, pick(r, REGISTRIES));
        }
        if (filler(b, r, 30, floor)) {
            noiseAttribute(b, r, ISSU_CTRY, 2, 10);
        }
        if (filler(b, r, 20, floor)) {
            noiseAttribute(b, r, ST_PRV, 2, 10);
        }
        if (filler(b, r, 20, floor)) {
            noiseAttribute(b, r, LCL, 2, 6);
        }
        if (filler(b, r, 20, floor)) {
            b.attribute(REDEEM).date(tradeDay + r.between(30, 3000)).endAttribute();
        }
        if (filler(b, r, 20, floor)) {
            b.attribute(STRK).decimal(r.between(100, 500_000), 2).endAttribute();
        }
        if (filler(b, r, 20, floor)) {
            b.attribute(STRK_CCY, pick(r, lists.currencies));
        }
        if (filler(b, r, 20, floor)) {
            noiseAttribute(b, r, OPT_AT, 1, 3);
        }
        if (filler(b, r, 20, floor)) {
            b.attribute(MULT).decimal(r.between(100, 500_000), 2).endAttribute();
        }
        if (filler(b, r, 30, floor)) {
            b.attribute(CPN_RT).decimal(r.between(1, 500_000), 2).endAttribute();
        }
        if (filler(b, r, 40, floor)) {
            noiseAttribute(b, r, EXCH, 2, 10);
        }
        if (filler(b, r, 30, floor)) {
            noiseAttribute(b, r, ISSR, 3, 10);
        }
        if (filler(b, r, 20, floor)) {
            b.attribute(ENC_ISSR_LEN).number(r.between(1, 3000)).endAttribute();
            noiseAttribute(b, r, ENC_ISSR, 5, 14);
        }
        if (filler(b, r, 50, floor)) {
            noiseAttribute(b, r, DESC, 3, 10);
        }
        if (filler(b, r, 30, floor)) {
            b.attribute(ENC_SEC_DESC_LEN).number(r.between(1, 3000)).endAttribute();
            noiseAttribute(b, r, ENC_SEC_DESC, 3, 10);
        }
        if (filler(b, r, 20, floor)) {
            noiseAttribute(b, r, POOL, 3, 8);
        }
        if (filler(b, r, 40, floor)) {
            b.attribute(CP_PGM, pick(r, CP_PROGRAMS));
        }
        if (filler(b, r, 20, floor)) {
            b.attribute(DATED).date(tradeDay - r.between(0, 400)).endAttribute();
        }
        if (filler(b, r, 20, floor)) {
            b.attribute(INT_ACRL).date(tradeDay - r.between(0, 400)).endAttribute();
        }
        b.attribute(SYM, population.symbol(security));
        b.attribute(SRC, pick(r, lists.securityIdSources));
        b.bytes(INSTRMT_END);
    }

    /** An optional attribute: by chance, and only while the document stays below the ceiling. */
    private static boolean optional(XmlBuffer b, DocRandom r, int percent, int ceiling) {
        return r.percent(percent) && b.length() < ceiling;
    }

    /** An instrument attribute: by chance, or always while the document is below the floor. */
    private static boolean filler(XmlBuffer b, DocRandom r, int percent, int floor) {
        boolean chosen = r.percent(percent) || b.length() < floor;
        return chosen && b.length() < INSTRUMENT_CEILING;
    }

    private static void noiseAttribute(XmlBuffer b, DocRandom r, Markup attribute, int min, int max) {
        b.attribute(attribute);
        noise(b, r, min, max);
        b.endAttribute();
    }
}
