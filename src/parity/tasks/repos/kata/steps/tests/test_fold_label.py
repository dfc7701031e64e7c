from kata_steps.fold_label import fold_label


def test_fold_label_0():
    assert fold_label(6, 7) == [12]


def test_fold_label_1():
    assert fold_label(0, 9) == [0, 2, 4, 6, 8, 10, 12, 14, 16]


def test_fold_label_2():
    assert fold_label(6, 6) == []


def test_fold_label_3():
    assert fold_label(3, 7) == [6, 8, 10, 12]


def test_fold_label_4():
    assert fold_label(0, 0) == []


def test_fold_label_5():
    assert fold_label(0, 10, 4) == [0, 8, 16]
