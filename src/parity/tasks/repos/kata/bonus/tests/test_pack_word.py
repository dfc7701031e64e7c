from kata_bonus.pack_word import pack_word


def test_pack_word_0():
    assert pack_word(22) == 25


def test_pack_word_1():
    assert pack_word(23) == 26


def test_pack_word_2():
    assert pack_word(6) == 6


def test_pack_word_3():
    assert pack_word(29, 3) == 33


def test_pack_word_4():
    assert pack_word(29, 4) == 37


def test_pack_word_5():
    assert pack_word(36, 4) == 46
