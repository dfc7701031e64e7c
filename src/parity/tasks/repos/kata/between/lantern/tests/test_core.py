from kata_between.core import lantern


def test_lantern_0():
    assert lantern(2, 3, 9) == False


def test_lantern_1():
    assert lantern(3, 3, 9) == True


def test_lantern_2():
    assert lantern(4, 3, 9) == True


def test_lantern_3():
    assert lantern(8, 3, 9) == True


def test_lantern_4():
    assert lantern(9, 3, 9) == False


def test_lantern_5():
    assert lantern(10, 3, 9) == False
