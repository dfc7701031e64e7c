from kata_bonus.core import jacket


def test_jacket_0():
    assert jacket(35) == 46


def test_jacket_1():
    assert jacket(34) == 45


def test_jacket_2():
    assert jacket(17) == 22


def test_jacket_3():
    assert jacket(26) == 34


def test_jacket_4():
    assert jacket(56, 3) == 74


def test_jacket_5():
    assert jacket(56, 4) == 92
