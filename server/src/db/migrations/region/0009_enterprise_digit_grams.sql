CREATE TABLE "enterprise_digit_grams" (
	"gram" text NOT NULL,
	"enterprise_id" bigint NOT NULL,
	CONSTRAINT "enterprise_digit_grams_gram_enterprise_id_pk" PRIMARY KEY("gram","enterprise_id")
);
