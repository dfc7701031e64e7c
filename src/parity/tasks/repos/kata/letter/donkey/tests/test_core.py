from kata_letter.core import donkey


def test_donkey_0():
    assert donkey(86) == 'B'


def test_donkey_1():
    assert donkey(87) == 'A'


def test_donkey_2():
    assert donkey(88) == 'A'


def test_donkey_3():
    assert donkey(75) == 'C'


def test_donkey_4():
    assert donkey(76) == 'B'


def test_donkey_5():
    assert donkey(77) == 'B'
