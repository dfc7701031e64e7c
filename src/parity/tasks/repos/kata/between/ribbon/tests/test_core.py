from kata_between.core import ribbon


def test_ribbon_0():
    assert ribbon(2, 3, 9) == False


def test_ribbon_1():
    assert ribbon(3, 3, 9) == True


def test_ribbon_2():
    assert ribbon(4, 3, 9) == True


def test_ribbon_3():
    assert ribbon(8, 3, 9) == True


def test_ribbon_4():
    assert ribbon(9, 3, 9) == False


def test_ribbon_5():
    assert ribbon(10, 3, 9) == False
