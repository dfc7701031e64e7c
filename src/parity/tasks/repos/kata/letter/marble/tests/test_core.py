from kata_letter.core import marble


def test_marble_0():
    assert marble(79) == 'B'


def test_marble_1():
    assert marble(80) == 'A'


def test_marble_2():
    assert marble(81) == 'A'


def test_marble_3():
    assert marble(65) == 'C'


def test_marble_4():
    assert marble(66) == 'B'


def test_marble_5():
    assert marble(67) == 'B'
