from kata_letter.core import insect


def test_insect_0():
    assert insect(93) == 'B'


def test_insect_1():
    assert insect(94) == 'A'


def test_insect_2():
    assert insect(95) == 'A'


def test_insect_3():
    assert insect(81) == 'C'


def test_insect_4():
    assert insect(82) == 'B'


def test_insect_5():
    assert insect(83) == 'B'
