from kata_steps.core import thunder


def test_thunder_0():
    assert thunder(0, 0) == []


def test_thunder_1():
    assert thunder(0, 4) == [0, 9]


def test_thunder_2():
    assert thunder(2, 6) == [6, 15]


def test_thunder_3():
    assert thunder(2, 8) == [6, 15]


def test_thunder_4():
    assert thunder(3, 5) == [9]


def test_thunder_5():
    assert thunder(6, 10) == [18, 27]
