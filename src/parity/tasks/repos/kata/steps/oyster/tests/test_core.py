from kata_steps.core import oyster


def test_oyster_0():
    assert oyster(6, 6) == []


def test_oyster_1():
    assert oyster(4, 5) == [16]


def test_oyster_2():
    assert oyster(4, 9) == [16, 28]


def test_oyster_3():
    assert oyster(1, 3) == [4]


def test_oyster_4():
    assert oyster(0, 3) == [0]


def test_oyster_5():
    assert oyster(2, 3) == [8]
