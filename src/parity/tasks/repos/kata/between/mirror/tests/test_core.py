from kata_between.core import mirror


def test_mirror_0():
    assert mirror(2, 3, 9) == False


def test_mirror_1():
    assert mirror(3, 3, 9) == True


def test_mirror_2():
    assert mirror(4, 3, 9) == True


def test_mirror_3():
    assert mirror(8, 3, 9) == True


def test_mirror_4():
    assert mirror(9, 3, 9) == False


def test_mirror_5():
    assert mirror(10, 3, 9) == False
