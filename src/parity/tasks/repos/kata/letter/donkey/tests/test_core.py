from kata_letter.core import donkey


def test_donkey_0():
    assert donkey(87) == 'B'


def test_donkey_1():
    assert donkey(88) == 'A'


def test_donkey_2():
    assert donkey(89) == 'A'


def test_donkey_3():
    assert donkey(79) == 'C'


def test_donkey_4():
    assert donkey(80) == 'B'


def test_donkey_5():
    assert donkey(81) == 'B'
