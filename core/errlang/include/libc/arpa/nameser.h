/* errlang's <arpa/nameser.h> (glibc's, from BIND): the DNS sizes and the numbers of classes,
 * types, opcodes and response codes of the protocol (RFC 1035 and its successors), the
 * NS_GET16/NS_GET32/NS_PUT16/NS_PUT32 macros. The ns_* parsing functions are declared only. */
#ifndef _ERRLANG_ARPA_NAMESER_H
#define _ERRLANG_ARPA_NAMESER_H
#include <stdint.h>
#include <sys/types.h>
#define NS_PACKETSZ 512
#define NS_MAXDNAME 1025
#define NS_MAXMSG 65535
#define NS_MAXCDNAME 255
#define NS_MAXLABEL 63
#define NS_HFIXEDSZ 12
#define NS_QFIXEDSZ 4
#define NS_RRFIXEDSZ 10
#define NS_INT32SZ 4
#define NS_INT16SZ 2
#define NS_INT8SZ 1
#define NS_INADDRSZ 4
#define NS_IN6ADDRSZ 16
#define NS_CMPRSFLGS 0xc0
#define NS_DEFAULTPORT 53
typedef enum __ns_class {
  ns_c_invalid = 0,
  ns_c_in = 1,
  ns_c_2 = 2,
  ns_c_chaos = 3,
  ns_c_hs = 4,
  ns_c_none = 254,
  ns_c_any = 255,
  ns_c_max = 65536
} ns_class;
typedef enum __ns_type {
  ns_t_invalid = 0,
  ns_t_a = 1,
  ns_t_ns = 2,
  ns_t_md = 3,
  ns_t_mf = 4,
  ns_t_cname = 5,
  ns_t_soa = 6,
  ns_t_mb = 7,
  ns_t_mg = 8,
  ns_t_mr = 9,
  ns_t_null = 10,
  ns_t_wks = 11,
  ns_t_ptr = 12,
  ns_t_hinfo = 13,
  ns_t_minfo = 14,
  ns_t_mx = 15,
  ns_t_txt = 16,
  ns_t_rp = 17,
  ns_t_afsdb = 18,
  ns_t_x25 = 19,
  ns_t_isdn = 20,
  ns_t_rt = 21,
  ns_t_nsap = 22,
  ns_t_nsap_ptr = 23,
  ns_t_sig = 24,
  ns_t_key = 25,
  ns_t_px = 26,
  ns_t_gpos = 27,
  ns_t_aaaa = 28,
  ns_t_loc = 29,
  ns_t_nxt = 30,
  ns_t_eid = 31,
  ns_t_nimloc = 32,
  ns_t_srv = 33,
  ns_t_atma = 34,
  ns_t_naptr = 35,
  ns_t_kx = 36,
  ns_t_cert = 37,
  ns_t_a6 = 38,
  ns_t_dname = 39,
  ns_t_sink = 40,
  ns_t_opt = 41,
  ns_t_apl = 42,
  ns_t_ds = 43,
  ns_t_sshfp = 44,
  ns_t_ipseckey = 45,
  ns_t_rrsig = 46,
  ns_t_nsec = 47,
  ns_t_dnskey = 48,
  ns_t_dhcid = 49,
  ns_t_nsec3 = 50,
  ns_t_nsec3param = 51,
  ns_t_tlsa = 52,
  ns_t_smimea = 53,
  ns_t_hip = 55,
  ns_t_ninfo = 56,
  ns_t_rkey = 57,
  ns_t_talink = 58,
  ns_t_cds = 59,
  ns_t_cdnskey = 60,
  ns_t_openpgpkey = 61,
  ns_t_csync = 62,
  ns_t_spf = 99,
  ns_t_uinfo = 100,
  ns_t_uid = 101,
  ns_t_gid = 102,
  ns_t_unspec = 103,
  ns_t_nid = 104,
  ns_t_l32 = 105,
  ns_t_l64 = 106,
  ns_t_lp = 107,
  ns_t_eui48 = 108,
  ns_t_eui64 = 109,
  ns_t_tkey = 249,
  ns_t_tsig = 250,
  ns_t_ixfr = 251,
  ns_t_axfr = 252,
  ns_t_mailb = 253,
  ns_t_maila = 254,
  ns_t_any = 255,
  ns_t_uri = 256,
  ns_t_caa = 257,
  ns_t_avc = 258,
  ns_t_ta = 32768,
  ns_t_dlv = 32769,
  ns_t_max = 65536
} ns_type;
typedef enum __ns_sect {
  ns_s_qd = 0,
  ns_s_zn = 0,
  ns_s_an = 1,
  ns_s_pr = 1,
  ns_s_ns = 2,
  ns_s_ud = 2,
  ns_s_ar = 3,
  ns_s_max = 4
} ns_sect;
typedef enum __ns_update_operation { ns_uop_delete = 0, ns_uop_add = 1, ns_uop_max = 2 } ns_update_operation;
typedef enum __ns_opcode {
  ns_o_query = 0,
  ns_o_iquery = 1,
  ns_o_status = 2,
  ns_o_notify = 4,
  ns_o_update = 5,
  ns_o_max = 6
} ns_opcode;
typedef enum __ns_rcode {
  ns_r_noerror = 0,
  ns_r_formerr = 1,
  ns_r_servfail = 2,
  ns_r_nxdomain = 3,
  ns_r_notimpl = 4,
  ns_r_refused = 5,
  ns_r_yxdomain = 6,
  ns_r_yxrrset = 7,
  ns_r_nxrrset = 8,
  ns_r_notauth = 9,
  ns_r_notzone = 10,
  ns_r_max = 11,
  ns_r_badsig = 16,
  ns_r_badkey = 17,
  ns_r_badtime = 18
} ns_rcode;
#define NS_GET16(s, cp)                                                                        \
  do {                                                                                         \
    const unsigned char *t_cp = (const unsigned char *)(cp);                                   \
    (s) = ((uint16_t)t_cp[0] << 8) | ((uint16_t)t_cp[1]);                                      \
    (cp) += NS_INT16SZ;                                                                        \
  } while (0)
#define NS_GET32(l, cp)                                                                        \
  do {                                                                                         \
    const unsigned char *t_cp = (const unsigned char *)(cp);                                   \
    (l) = ((uint32_t)t_cp[0] << 24) | ((uint32_t)t_cp[1] << 16) | ((uint32_t)t_cp[2] << 8) |   \
          ((uint32_t)t_cp[3]);                                                                 \
    (cp) += NS_INT32SZ;                                                                        \
  } while (0)
#define NS_PUT16(s, cp)                                                                        \
  do {                                                                                         \
    uint16_t t_s = (uint16_t)(s);                                                              \
    unsigned char *t_cp = (unsigned char *)(cp);                                               \
    *t_cp++ = t_s >> 8;                                                                        \
    *t_cp = t_s;                                                                               \
    (cp) += NS_INT16SZ;                                                                        \
  } while (0)
#define NS_PUT32(l, cp)                                                                        \
  do {                                                                                         \
    uint32_t t_l = (uint32_t)(l);                                                              \
    unsigned char *t_cp = (unsigned char *)(cp);                                               \
    *t_cp++ = t_l >> 24;                                                                       \
    *t_cp++ = t_l >> 16;                                                                       \
    *t_cp++ = t_l >> 8;                                                                        \
    *t_cp = t_l;                                                                               \
    (cp) += NS_INT32SZ;                                                                        \
  } while (0)
#include <arpa/nameser_compat.h> /* as glibc: the BIND 4 names (HEADER, T_A, C_IN) */
#endif
