from kata_clamp.fold_value import fold_value


def test_fold_value_0():
    assert fold_value(4) == 5


def test_fold_value_1():
    assert fold_value(5) == 5


def test_fold_value_2():
    assert fold_value(6) == 6


def test_fold_value_3():
    assert fold_value(17) == 17


def test_fold_value_4():
    assert fold_value(18) == 18


def test_fold_value_5():
    assert fold_value(19) == 18
