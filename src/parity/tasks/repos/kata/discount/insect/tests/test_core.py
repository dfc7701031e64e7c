from kata_discount.core import insect


def test_insect_0():
    assert insect(18, 5) == 90


def test_insect_1():
    assert insect(22, 5) == 110


def test_insect_2():
    assert insect(13, 11) == 108


def test_insect_3():
    assert insect(33, 10) == 248


def test_insect_4():
    assert insect(20, 7) == 140


def test_insect_5():
    assert insect(20, 8) == 120
