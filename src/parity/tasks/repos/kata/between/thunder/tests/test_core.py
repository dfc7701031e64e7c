from kata_between.core import thunder


def test_thunder_0():
    assert thunder(2, 3, 9) == False


def test_thunder_1():
    assert thunder(3, 3, 9) == True


def test_thunder_2():
    assert thunder(4, 3, 9) == True


def test_thunder_3():
    assert thunder(8, 3, 9) == True


def test_thunder_4():
    assert thunder(9, 3, 9) == False


def test_thunder_5():
    assert thunder(10, 3, 9) == False
